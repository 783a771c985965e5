// Where the terms checkbox on /checkout and the privacy notices link to. The Store API does not expose the shop's terms page
// setting, so the page is recognised in the footer navigation by its CMS layout: the demo engine seeds the
// terms as a shop page whose layout id is derived from `cms:page:terms` (store-api seed, `idFor`). Names
// are translated and edited by merchants, so they are not matched. A shop without that entry (a real
// Shopware) gets the label as plain text.
import type { NavigationLink } from './links.ts';

/** The engine seed's `idFor('cms:page:terms')` (md5 of the key). */
export const DEMO_TERMS_CMS_PAGE_ID = '3bd12e0fb62f046bc2b257dfc1024d27';

/** The engine seed's `idFor('cms:page:privacy')`: the privacy notice, linked from registration forms. */
const DEMO_PRIVACY_CMS_PAGE_ID = '714787f3d6d71c7d81e4aff9b2075ef3';

/** The href of the privacy page in the footer navigation, or null (same recognition as the terms). */
export function privacyPageHref(footer: readonly NavigationLink[]): string | null {
  return termsPageHref(footer, DEMO_PRIVACY_CMS_PAGE_ID);
}

/** The href of the terms page in the footer navigation (any depth), or null when the shop has none. */
export function termsPageHref(footer: readonly NavigationLink[], cmsPageId: string = DEMO_TERMS_CMS_PAGE_ID): string | null {
  for (const link of footer) {
    if (link.cmsPageId === cmsPageId && link.href !== null && !link.external) return link.href;
    const nested = termsPageHref(link.children ?? [], cmsPageId);
    if (nested !== null) return nested;
  }
  return null;
}
