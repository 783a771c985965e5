import { CmsPage } from '../cms/index.ts';
import { DeferredBreadcrumbs } from '../navigation/index.ts';
import { ProductDetailPage } from './ProductDetailPage.tsx';
import type { ContentPage } from './content-page.server.ts';

/** Category, landing page or product detail page. */
export function ContentPageView({ page }: { page: ContentPage }) {
  if (page.kind === 'product') return <ProductDetailPage page={page} />;
  const home = page.kind === 'category' && page.home;
  return (
    <article>
      {page.kind === 'category' && !home && <DeferredBreadcrumbs crumbs={page.breadcrumbs} />}
      {/* The home page's CMS content is its own headline; the heading still names the page for assistive technology. */}
      <h1 className={home ? 'sr-only' : 'mb-4 text-2xl font-bold tracking-tight md:mb-6 md:text-4xl'}>{page.name}</h1>
      {page.cmsPage && <CmsPage page={page.cmsPage} />}
    </article>
  );
}
