// Loads a CMS page and resolves every slot's config (translated, overridden by the entity's
// slotConfig) and data.
import type { Queryable } from '../../db/database.ts';
import { loadMedia, serializeMedia } from '../media/media.ts';
import { entityMeta } from '../serialize.ts';
import { translate, type LanguageChain } from '../translation.ts';
import { referencedMediaIds, resolveElement } from './elements.ts';
import type { Appearance, CmsPageRow, SlotConfig, StoredSlot } from './structure.ts';

export interface ResolveOptions {
  chain: LanguageChain;
  mediaBaseUrl: string;
  /** Per-slot overrides from the category / landing page (`slotConfig`). */
  slotConfig?: Record<string, unknown>;
  entity?: Record<string, unknown>;
  /** `slots` request parameter: only these slot ids get data. */
  onlySlots?: ReadonlySet<string>;
  /** Data of elements that need the catalogue (products, listings, forms); undefined = not handled. */
  resolveAsync?: AsyncElementResolver;
}

export type AsyncElementResolver = (slot: { id: string; type: string; config: SlotConfig }) => Promise<Record<string, unknown> | null | undefined>;

export async function loadCmsPage(db: Queryable, id: string): Promise<CmsPageRow | undefined> {
  const [row] = await db.query<CmsPageRow>('SELECT * FROM cms_page WHERE id = $1', [id]);
  return row;
}

function slotConfigFor(slot: StoredSlot, options: ResolveOptions): SlotConfig {
  let config: SlotConfig = {};
  for (const languageId of [...options.chain.ids].reverse()) config = { ...config, ...(slot.translations[languageId] ?? {}) };
  const override = options.slotConfig?.[slot.id];
  if (override && typeof override === 'object') config = { ...config, ...(override as SlotConfig) };
  return config;
}

const VISIBLE = { mobile: true, tablet: true, desktop: true };

export async function resolveCmsPage(db: Queryable, page: CmsPageRow, options: ResolveOptions) {
  const configs = new Map<string, SlotConfig>();
  const mediaIds: string[] = [];
  for (const section of page.sections) {
    if (section.backgroundMediaId) mediaIds.push(section.backgroundMediaId);
    for (const block of section.blocks) {
      if (block.backgroundMediaId) mediaIds.push(block.backgroundMediaId);
      for (const slot of block.slots) {
        const config = slotConfigFor(slot, options);
        configs.set(slot.id, config);
        mediaIds.push(...referencedMediaIds(config));
      }
    }
  }
  const mediaRows = await loadMedia(db, mediaIds);
  const media = (id: string) => {
    const row = mediaRows.get(id);
    return row ? serializeMedia(row, options.chain, options.mediaBaseUrl) : undefined;
  };
  const asyncData = new Map<string, Record<string, unknown> | null>();
  if (options.resolveAsync) {
    const resolver = options.resolveAsync;
    const slots = page.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    await Promise.all(
      slots
        .filter((slot) => !options.onlySlots || options.onlySlots.has(slot.id))
        .map(async (slot) => {
          const data = await resolver({ id: slot.id, type: slot.type, config: configs.get(slot.id) ?? {} });
          if (data !== undefined) asyncData.set(slot.id, data);
        }),
    );
  }
  // Sections and blocks carry the same background, CSS class and visibility fields.
  const appearance = (part: Appearance) => ({
    backgroundColor: part.backgroundColor,
    backgroundMediaId: part.backgroundMediaId,
    backgroundMedia: part.backgroundMediaId ? media(part.backgroundMediaId) : undefined,
    backgroundMediaMode: part.backgroundMediaMode ?? 'cover',
    cssClass: part.cssClass,
    visibility: part.visibility ?? VISIBLE,
  });
  const translated = translate(page.translations, options.chain, ['name']);
  const meta = entityMeta(page, '');
  return {
    id: page.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    ...translated,
    type: page.type,
    entity: page.entity,
    cssClass: page.css_class,
    config: page.config,
    sections: page.sections.map((section, sectionIndex) => ({
      id: section.id,
      pageId: page.id,
      position: sectionIndex,
      type: section.type,
      name: section.name,
      sizingMode: section.sizingMode,
      mobileBehavior: section.mobileBehavior,
      ...appearance(section),
      blocks: section.blocks.map((block, blockIndex) => ({
        id: block.id,
        sectionId: section.id,
        position: blockIndex,
        type: block.type,
        name: block.name,
        sectionPosition: block.sectionPosition,
        marginTop: block.marginTop,
        marginBottom: block.marginBottom,
        marginLeft: block.marginLeft,
        marginRight: block.marginRight,
        ...appearance(block),
        slots: block.slots.map((slot) => {
          const config = configs.get(slot.id) ?? {};
          const wanted = !options.onlySlots || options.onlySlots.has(slot.id);
          return {
            id: slot.id,
            blockId: block.id,
            type: slot.type,
            slot: slot.slot,
            locked: slot.locked ?? false,
            config,
            data: !wanted ? null : asyncData.has(slot.id) ? asyncData.get(slot.id) : resolveElement({ type: slot.type, config, entity: options.entity, media }),
            translated: { config, customFields: {} },
            customFields: {},
            apiAlias: 'cms_slot',
          };
        }),
        customFields: {},
        apiAlias: 'cms_block',
      })),
      customFields: {},
      apiAlias: 'cms_section',
    })),
    translated: { ...translated, customFields: {} },
    customFields: meta.customFields,
    createdAt: meta.createdAt,
    apiAlias: 'cms_page',
  };
}
