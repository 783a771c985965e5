import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { listingHref, pageWindow, totalPages, type ListingQuery } from './listing-query.ts';

interface Props {
  query: ListingQuery;
  page: number;
  total: number;
  limit: number;
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-control px-2 text-sm font-semibold';

/** Numbered page links (plain links: they work without JavaScript and are shareable). */
export function Pagination({ query, page, total, limit }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = totalPages(total, limit);
  if (pages <= 1) return null;
  const href = (number: number) => listingHref(pathname, { ...query, page: number });
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${ITEM} hover:bg-surface`}>
              <ChevronLeft aria-hidden="true" size={18} />
              <span className="sr-only sm:not-sr-only">{t('catalog.pagination.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('catalog.pagination.page', { page: entry })}
                className={`${ITEM} ${entry === page ? 'bg-ink text-white' : 'hover:bg-surface'}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${ITEM} hover:bg-surface`}>
              <span className="sr-only sm:not-sr-only">{t('catalog.pagination.next')}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
