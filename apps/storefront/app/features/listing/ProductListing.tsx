import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import { ProductCard } from '../product/ProductCard.tsx';
import type { ProductCardView } from '../product/product-view.ts';
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
 * Product listing: toolbar, grid, pagination and load-more. Load-more is a link to the next page
 * (without JavaScript it simply opens it); with JavaScript it fetches that page and appends it.
 */
export function ProductListing({ listing, showFilters = true, showSorting = true }: Props) {
  const { t } = useTranslation();
  const query = useListingQuery();
  const { pathname } = useLocation();
  const fetcher = useFetcher<unknown>();
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

  const products = [...listing.products, ...current.products];
  return (
    <div className={showFilters ? 'grid gap-8 md:grid-cols-[16rem_1fr]' : ''} data-testid="product-listing">
      {showFilters && (
        <aside>
          <ListingFilters filters={listing.filters} />
        </aside>
      )}
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p role="status" className="text-slate-700">
            {t('catalog.listing.count', { count: listing.total })}
          </p>
          <ListingToolbar sortings={listing.sortings} sorting={listing.sorting} showSorting={showSorting} />
        </div>
        {products.length === 0 ? (
          <p className="rounded border border-slate-200 p-6 text-center">{t('catalog.listing.empty')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('catalog.listing.products')}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 3 && listing.page === 1} />
              </li>
            ))}
          </ul>
        )}
        {nextHref && (
          <div className="text-center">
            <Link to={nextHref} onClick={loadMore} className="inline-block rounded border border-slate-900 px-6 py-2 font-semibold hover:bg-slate-100" aria-busy={fetcher.state !== 'idle'}>
              {fetcher.state === 'idle' ? t('catalog.listing.loadMore') : t('catalog.listing.loading')}
            </Link>
          </div>
        )}
        <Pagination query={query} page={loadedPage} total={listing.total} limit={listing.limit} />
      </div>
    </div>
  );
}
