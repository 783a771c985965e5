// A resolved CMS page reduced to what the renderer reads (CmsPage.tsx, layout.ts, the elements'
// readers in elements/data.ts) — the page's view model in the hydration data. Shopware's page
// carries ids, version ids, dates, `translated` copies of every config, field configs, config
// sources and whole media entities (with every thumbnail's id, path, height and translations); the
// browser needs a few fields of each. Pure; shared by category, landing and product pages.
import type { Schemas } from '../../lib/store-api/types.ts';
import { imageItem, record, slimMedia } from './elements/data.ts';
import { sortedByPosition } from './layout.ts';

type Page = Schemas['CmsPage'];
type Section = Schemas['CmsSection'];
type Block = Schemas['CmsBlock'];
type Slot = Schemas['CmsSlot'];

/** Commerce data prepare.server.ts made (tagged `aisle_*`). */
function isPrepared(data: unknown): boolean {
  const alias = record(data)?.apiAlias;
  return typeof alias === 'string' && alias.startsWith('aisle_');
}

/** Slot data by element type; prepared commerce views (`aisle_*`) and unknown structs pass as they are. */
function slimSlotData(type: string, data: unknown): unknown {
  const entity = record(data);
  if (!entity) return data;
  if (isPrepared(entity)) return data;
  switch (type) {
    case 'text':
    case 'html':
    case 'product-name':
      return { content: typeof entity.content === 'string' ? entity.content : '' };
    case 'image':
    case 'manufacturer-logo':
      return imageItem(entity);
    case 'image-slider':
    case 'image-gallery':
      return { sliderItems: (Array.isArray(entity.sliderItems) ? entity.sliderItems : []).map(imageItem) };
    case 'youtube-video':
    case 'vimeo-video':
      // The video elements read their config only.
      return null;
    default:
      return data;
  }
}

/** Config values without their `source`; a text element's config repeats its (unsanitised) content. */
function slimConfig(type: string, config: unknown): Record<string, { value: unknown }> {
  const entries = Object.entries(record(config) ?? {}).flatMap(([key, entry]) => {
    if (key === 'content' && (type === 'text' || type === 'html' || type === 'product-name')) return [];
    const value = record(entry)?.value;
    return value === undefined || value === null ? [] : [[key, { value }] as const];
  });
  return Object.fromEntries(entries);
}

/** Only the fields the renderer reads; ids are left out (it keys slots by name, blocks and sections by position). */
export function slimSlot(slot: Slot): Slot {
  const data = slimSlotData(slot.type, slot.data);
  // Prepared commerce data carries what the server read from the config (filters, sorting, titles).
  const prepared = isPrepared(data);
  const config = prepared ? {} : slimConfig(slot.type, slot.config);
  return {
    slot: slot.slot,
    type: slot.type,
    ...(Object.keys(config).length > 0 ? { config } : {}),
    ...(data !== undefined && data !== null ? { data } : {}),
  } as Slot;
}

const isZero = (value: string | null | undefined) => !value || /^0(px|rem|em|%)?$/.test(value.trim());

/** The fields of sections and blocks the renderer reads. */
type LayoutFields = Partial<
  Pick<
    Block,
    | 'type'
    | 'position'
    | 'cssClass'
    | 'backgroundColor'
    | 'backgroundMediaMode'
    | 'visibility'
    | 'marginTop'
    | 'marginBottom'
    | 'marginLeft'
    | 'marginRight'
    | 'sectionPosition'
  > &
    Pick<Section, 'sizingMode' | 'mobileBehavior'>
> & { backgroundMedia?: unknown };

/**
 * Only what differs from the renderer's defaults (all visible, no margins, boxed, main); positions
 * become 0, 1, 2 … `margins: false` drops the margins (blocks the product page lays out itself).
 */
export function layoutFields(content: LayoutFields, position: number, margins = true): LayoutFields {
  // Type before position: the product page compares layouts by their JSON (isDefaultLayout).
  const fields: LayoutFields = content.type ? { type: content.type, position } : { position };
  if (content.cssClass) fields.cssClass = content.cssClass;
  if (content.backgroundColor) fields.backgroundColor = content.backgroundColor;
  const media = slimMedia(content.backgroundMedia);
  if (media) fields.backgroundMedia = media;
  const { visibility } = content;
  if (visibility && Object.values(visibility).some((visible) => visible === false)) fields.visibility = visibility;
  if (media && content.backgroundMediaMode) fields.backgroundMediaMode = content.backgroundMediaMode;
  if (content.sizingMode === 'full_width') fields.sizingMode = content.sizingMode;
  if (content.type === 'sidebar' && content.mobileBehavior) fields.mobileBehavior = content.mobileBehavior;
  if (content.sectionPosition === 'sidebar') fields.sectionPosition = content.sectionPosition;
  if (!margins) return fields;
  for (const margin of ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'] as const) {
    const value = content[margin];
    if (!isZero(value)) fields[margin] = value;
  }
  return fields;
}

export function slimBlock(block: Block, position: number, margins = true): Block {
  return { ...layoutFields(block, position, margins), slots: (block.slots ?? []).map(slimSlot) } as Block;
}

function slimSection(section: Section, position: number): Section {
  return { ...layoutFields(section, position), blocks: sortedByPosition(section.blocks).map((block, index) => slimBlock(block, index)) } as Section;
}

/** The page's view: sections, blocks and slots in order, each with only what the renderer reads. */
export function slimCmsPage(page: Page): Page {
  return { ...(page.cssClass ? { cssClass: page.cssClass } : {}), sections: sortedByPosition(page.sections).map(slimSection) } as Page;
}
