// Element resolvers: slot config → the slot's `data` (docs/store-api-behaviour.md §7.6). Types whose data
// comes from later features (products, forms) resolve to null until those features exist.
import type { SerializedMedia } from '../media/media.ts';
import type { SlotConfig } from './structure.ts';
import { textOf } from '../validation/rules.ts';

export interface ResolveInput {
  type: string;
  config: SlotConfig;
  /** The page's entity (category, landing page, product) for `mapped` config values. */
  entity: Record<string, unknown> | undefined;
  media: (id: string) => SerializedMedia | undefined;
}

function configValue(input: ResolveInput, field: string): unknown {
  const entry = input.config[field];
  if (!entry) return undefined;
  if (entry.source === 'mapped' && typeof entry.value === 'string') return readMapped(input.entity, entry.value);
  return entry.value;
}

/** `category.description` → entity.translated.description ?? entity.description */
function readMapped(entity: Record<string, unknown> | undefined, path: string): unknown {
  if (!entity) return undefined;
  const [, ...segments] = path.split('.');
  const translated = entity.translated as Record<string, unknown> | undefined;
  const first = segments[0] ?? '';
  let current: unknown = translated?.[first] ?? entity[first];
  for (const segment of segments.slice(1)) {
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return current;
}

function imageStruct(input: ResolveInput, mediaId: unknown) {
  const id = textOf(mediaId);
  const media = id === undefined ? undefined : input.media(id);
  const url = configValue(input, 'url');
  return {
    mediaId: media?.id,
    url: typeof url === 'string' && url !== '' ? url : undefined,
    newTab: configValue(input, 'newTab') === true,
    media,
    apiAlias: 'cms_image',
  };
}

/**
 * ImageSliderTypeDataResolver with a mapped source: the media of the entity's media collection; for
 * `product.media` the product's cover comes first (Shopware merges it in front, keyed by id).
 */
function mappedSliderItems(input: ResolveInput, path: string) {
  const items = readMapped(input.entity, path);
  if (!Array.isArray(items) || items.length === 0) return [];
  const cover = path === 'product.media' ? (input.entity?.cover as { id?: unknown } | undefined) : undefined;
  const ordered: unknown[] = cover ? [cover, ...items.filter((item: unknown) => (item as { id?: unknown } | null)?.id !== cover.id)] : items;
  return ordered
    .map((item) => (item as { media?: unknown } | null)?.media)
    .filter((media): media is Record<string, unknown> => typeof media === 'object' && media !== null)
    .map((media) => ({ media, apiAlias: 'cms_image_slider_item' }));
}

function sliderStruct(input: ResolveInput) {
  const source = input.config.sliderItems;
  const items = configValue(input, 'sliderItems');
  const list = Array.isArray(items) ? items : [];
  return {
    navigation: {
      arrows: configValue(input, 'navigationArrows') ?? 'outside',
      dots: configValue(input, 'navigationDots') ?? null,
    },
    sliderItems:
      source?.source === 'mapped' && typeof source.value === 'string'
        ? mappedSliderItems(input, source.value)
        : list
            .map((item: unknown) => {
              const record = (item ?? {}) as { mediaId?: unknown; url?: unknown; newTab?: unknown };
              const mediaId = textOf(record.mediaId);
              const media = mediaId === undefined ? undefined : input.media(mediaId);
              if (!media) return undefined;
              return { media, url: textOf(record.url), newTab: record.newTab === true, apiAlias: 'cms_image_slider_item' };
            })
            .filter((item) => item !== undefined),
    apiAlias: 'cms_image_slider',
  };
}

/**
 * ManufacturerLogoCmsElementResolver on a product page: media (mapped: the product's manufacturer
 * logo), url (a static value as a string, so null → ""), newTab, and the product's manufacturer.
 */
function manufacturerLogoStruct(input: ResolveInput) {
  const media = configValue(input, 'media');
  const urlEntry = input.config.url;
  const url =
    urlEntry?.source === 'static' ? (urlEntry.value === null || urlEntry.value === undefined ? '' : String(urlEntry.value)) : configValue(input, 'url');
  const resolvedMedia = typeof media === 'string' ? input.media(media) : typeof media === 'object' && media !== null ? media : undefined;
  return {
    mediaId: (resolvedMedia as { id?: unknown } | undefined)?.id,
    url,
    newTab: input.config.newTab ? Boolean(configValue(input, 'newTab')) : undefined,
    media: resolvedMedia,
    manufacturer: input.entity?.apiAlias === 'product' ? input.entity.manufacturer : undefined,
    apiAlias: 'cms_manufacturer_logo',
  };
}

export function resolveElement(input: ResolveInput): Record<string, unknown> | null {
  switch (input.type) {
    case 'text':
    case 'product-name':
      return { content: String(configValue(input, 'content') ?? ''), apiAlias: 'cms_text' };
    case 'html':
      return { content: String(configValue(input, 'content') ?? ''), apiAlias: 'cms_html' };
    case 'image':
      return imageStruct(input, configValue(input, 'media'));
    case 'image-slider':
    case 'image-gallery':
      return sliderStruct(input);
    case 'manufacturer-logo':
      return manufacturerLogoStruct(input);
    case 'youtube-video':
    case 'vimeo-video': {
      const preview = configValue(input, 'previewMedia');
      return typeof preview === 'string' && input.media(preview) ? imageStruct(input, preview) : null;
    }
    default:
      return null;
  }
}

/** Media ids a slot config refers to, so a page loads all its media in one query. */
export function referencedMediaIds(config: SlotConfig): string[] {
  const ids: string[] = [];
  for (const [field, entry] of Object.entries(config)) {
    if (entry.source !== 'static') continue;
    if ((field === 'media' || field === 'previewMedia') && typeof entry.value === 'string') ids.push(entry.value);
    if (field === 'sliderItems' && Array.isArray(entry.value))
      for (const item of entry.value as Array<{ mediaId?: unknown }>) if (typeof item.mediaId === 'string') ids.push(item.mediaId);
  }
  return ids;
}
