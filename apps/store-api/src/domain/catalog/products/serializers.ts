// Catalogue entities other than the product itself: manufacturer, property group/option, unit,
// product media.
import { serializeMedia, type MediaRow } from '../../media/media.ts';
import { entityMeta } from '../../serialize.ts';
import { translate, type LanguageChain } from '../../translation.ts';
import type { ManufacturerRow, ProductMediaRow, PropertyGroupRow, PropertyOptionRow, UnitRow } from './rows.ts';

export function serializeManufacturer(row: ManufacturerRow, chain: LanguageChain, media?: unknown) {
  const translated = translate(row.translations, chain, ['name', 'description']);
  return {
    id: row.id,
    mediaId: row.media_id,
    link: row.link,
    ...translated,
    name: String(translated.name ?? ''),
    media,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'product_manufacturer'),
  };
}

export function serializePropertyGroup(row: PropertyGroupRow, chain: LanguageChain, options?: unknown[]) {
  const translated = translate(row.translations, chain, ['name', 'description']);
  return {
    id: row.id,
    ...translated,
    name: String(translated.name ?? ''),
    displayType: row.display_type,
    sortingType: row.sorting_type,
    filterable: row.filterable,
    visibleOnProductDetailPage: row.visible_on_product_detail_page,
    position: row.position,
    options,
    translated: { ...translated, position: row.position, customFields: {} },
    ...entityMeta(row, 'property_group'),
  };
}

export function serializePropertyOption(row: PropertyOptionRow, group: PropertyGroupRow | undefined, chain: LanguageChain, media?: unknown) {
  const translated = translate(row.translations, chain, ['name']);
  const name = String(translated.name ?? '');
  return {
    id: row.id,
    groupId: row.group_id,
    ...translated,
    name,
    position: row.position,
    colorHexCode: row.color_hex_code,
    mediaId: row.media_id,
    media,
    // The schema requires the group and the option's own name on every option.
    group: group ? serializePropertyGroup(group, chain) : undefined,
    option: name,
    translated: { ...translated, position: row.position, customFields: {} },
    ...entityMeta(row, 'property_group_option'),
  };
}

export function serializeUnit(row: UnitRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name', 'shortCode']);
  return {
    id: row.id,
    ...translated,
    name: String(translated.name ?? ''),
    shortCode: String(translated.shortCode ?? ''),
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'unit'),
  };
}

export function serializeProductMedia(row: ProductMediaRow, media: MediaRow, chain: LanguageChain, baseUrl: string) {
  return {
    id: row.id,
    productId: row.product_id,
    mediaId: row.media_id,
    position: row.position,
    media: serializeMedia(media, chain, baseUrl),
    customFields: {},
    apiAlias: 'product_media',
  };
}
