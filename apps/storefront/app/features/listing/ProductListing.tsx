import { SearchX } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useFetcher, useLocation } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { Part } from '../../ui/Part.tsx';
import { ProductCard } from '../product/index.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import type { ProductCardView } from '../product-data/index.ts';
import { findListing } from './find-listing.ts';
import { ListingFilters } from './ListingFilters.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';
import { listingHref, nextPage } from './listing-query.ts';
import type { ListingView } from './listing-view.ts';
import { Pagination } from './Pagination.tsx';
import { useListingQuery } from './use-listing-query.ts';

interface Props {
  listing: ListingView;
  /** Filters next to the products; false when the page's sidebar shows them. */
  showFilters?: boolean;
  showSorting?: boolean;
}

interface Appended {
  /** The listing (URL without page) the appended products belong to. */
  key: string;
  products: ProductCardView[];
  page: number;
}

/** A fetcher URL for the page's own route; the home page is an index route and needs `?index`. */
function fetchUrl(href: string, pathname: string): string {
  if (pathname !== '/') return href;
  return href.includes('?') ? `${href}&index` : `${href}?index`;
}

/**
 * Product listing: filters (drawer on phones, sidebar on desktop), toolbar, active-filter chips, the
 * grid (2 columns on phones, 4 on desktop) and paging: numbered links, which JavaScript upgrades on
 * page 1 to "Load more" (a link to the next page that fetches it and appends its products).
 */
export function ProductListing({ listing, showFilters = true, showSorting = true }: Props) {
  const { t } = useTranslation();
  const query = useListingQuery();
  const { pathname } = useLocation();
  const fetcher = useFetcher<unknown>();
  const hydrated = useHydrated();
  const key = `${pathname}?${listingHref('', { ...query, page: 1 })}`;
  const [appended, setAppended] = useState<Appended>({ key, products: [], page: listing.page });

  const current = appended.key === key ? appended : { key, products: [], page: listing.page };
  const loadedPage = Math.max(current.page, listing.page);
  const next = nextPage(loadedPage, listing.total, listing.limit);
  const nextHref = next ? listingHref(pathname, { ...query, page: next }) : null;

  // Appends a fetched page once (state adjusted while rendering: no effect, no extra render pass).
  const [seenData, setSeenData] = useState<unknown>(undefined);
  if (fetcher.state === 'idle' && fetcher.data !== seenData) {
    setSeenData(fetcher.data);
    const more = findListing(fetcher.data);
    if (more && more.page > current.page) {
      const known = new Set([...listing.products, ...current.products].map((product) => product.id));
      setAppended({ key, products: [...current.products, ...more.products.filter((product) => !known.has(product.id))], page: more.page });
    }
  }

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nextHref) return;
    event.preventDefault();
    void fetcher.load(fetchUrl(nextHref, pathname));
  };

  const wide = showFilters ? 'col-span-2 md:col-span-1 md:col-start-2' : '';
  const products = [...listing.products, ...current.products];
  // One paging mechanism: numbered links; with JavaScript on page 1 "Load more" appends the next pages.
  const loadsMore = hydrated && listing.page === 1;
  return (
    <div
      className={showFilters ? 'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-x-8' : 'space-y-4'}
      data-testid="product-listing"
    >
      {showFilters && (
        <aside className="md:row-span-4">
          <Part>
            <ListingFilters filters={listing.filters} />
          </Part>
        </aside>
      )}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-sm text-muted">
          {t('catalog.listing.count', { count: listing.total })}
        </p>
        <ListingToolbar sortings={listing.sortings} sorting={listing.sorting} showSorting={showSorting} />
      </div>
      <div className={wide}>
        <ActiveFilters query={query} filters={listing.filters} />
      </div>
      <div className={wide}>
        {/* Cards carry h3 names: the list gets its own (visually hidden) h2 so the outline stays in order. */}
        <h2 className="sr-only">{t('catalog.listing.products')}</h2>
        {products.length === 0 ? (
          <EmptyState icon={<SearchX size={28} />} title={t('catalog.listing.empty')} />
        ) : (
          <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4" aria-label={t('catalog.listing.products')}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2 && listing.page === 1} />
              </li>
            ))}
          </ul>
        )}
        {loadsMore ? (
          listing.total > listing.limit && (
            <div className="mt-10 flex flex-col items-center gap-3">
              <p className="text-sm text-muted">{t('catalog.listing.shown', { shown: products.length, total: listing.total })}</p>
              {nextHref && (
                <Link to={nextHref} onClick={loadMore} className={buttonClass({ variant: 'secondary' }, 'min-w-48')} aria-busy={fetcher.state !== 'idle'}>
                  {fetcher.state === 'idle' ? t('catalog.listing.loadMore') : t('catalog.listing.loading')}
                </Link>
              )}
            </div>
          )
        ) : (
          <Pagination query={query} page={loadedPage} total={listing.total} limit={listing.limit} />
        )}
      </div>
    </div>
  );
}
