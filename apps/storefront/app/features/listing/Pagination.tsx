import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listingHref, pageWindow, totalPages, type ListingQuery } from './listing-query.ts';

interface Props {
  query: ListingQuery;
  page: number;
  total: number;
  limit: number;
}

/** Page links (plain links: they work without JavaScript and are shareable). */
export function Pagination({ query, page, total, limit }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = totalPages(total, limit);
  if (pages <= 1) return null;
  const href = (number: number) => listingHref(pathname, { ...query, page: number });
  const item = 'inline-flex min-w-10 items-center justify-center rounded border border-slate-300 px-3 py-2';
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={item}>
              {t('catalog.pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link to={href(entry)} aria-current={entry === page ? 'page' : undefined} aria-label={t('catalog.pagination.page', { page: entry })} className={`${item} ${entry === page ? 'bg-slate-900 text-white' : 'hover:bg-slate-100'}`}>
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next" className={item}>
              {t('catalog.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
