// Landing page entities (apiAlias landing_page).
import { entityMeta } from '../serialize.ts';
import type { SerializedSeoUrl } from '../seo/seo-urls.ts';
import { translate, type LanguageChain, type Translations } from '../translation.ts';
import type { Queryable } from '../../db/database.ts';
import { errors } from '../errors.ts';

export interface LandingPageRow {
  id: string;
  active: boolean;
  cms_page_id: string | null;
  translations: Translations;
  created_at: Date | string;
}

/** An active landing page, else Shopware's CONTENT__LANDING_PAGE_NOT_FOUND. */
export async function activeLandingPage(db: Queryable, id: string): Promise<LandingPageRow> {
  const [row] = await db.query<LandingPageRow>('SELECT * FROM landing_page WHERE id = $1 AND active', [id]);
  if (!row) throw errors.landingPageNotFound(id);
  return row;
}

/** The landing page's own slot overrides for its CMS page, in the request's language. */
export function landingPageSlotConfig(row: LandingPageRow, chain: LanguageChain): Record<string, unknown> | undefined {
  const slotConfig = translate(row.translations, chain, ['slotConfig']).slotConfig;
  return slotConfig && typeof slotConfig === 'object' ? (slotConfig as Record<string, unknown>) : undefined;
}

export function serializeLandingPage(row: LandingPageRow, chain: LanguageChain, extras: { cmsPage?: unknown; seoUrls?: SerializedSeoUrl[] } = {}) {
  const translated = translate(row.translations, chain, ['name', 'url', 'metaTitle', 'metaDescription', 'keywords', 'slotConfig']);
  return {
    id: row.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    active: row.active,
    ...translated,
    name: String(translated.name ?? ''),
    url: String(translated.url ?? ''),
    cmsPageId: row.cms_page_id,
    cmsPage: extras.cmsPage,
    seoUrls: extras.seoUrls,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'landing_page'),
  };
}
