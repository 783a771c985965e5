// The listing's active filters as removable chips, with "Clear all" (plain links: no JavaScript needed).
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { usePriceFormat } from '../product-data/index.ts';
import { activeFilterChips, type ChipLabel } from './active-filters.ts';
import { listingHref, resetFilters, type ListingQuery } from './listing-query.ts';
import type { ListingFiltersView } from './listing-view.ts';

export function ActiveFilters({ query, filters }: { query: ListingQuery; filters: ListingFiltersView }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const { pathname } = useLocation();
  const chips = activeFilterChips(query, filters);
  if (chips.length === 0) return null;
  const text = (label: ChipLabel): string => {
    switch (label.kind) {
      case 'option':
        return label.name;
      case 'min-price':
        return `${t('catalog.filter.minPrice')} ${format(label.value)}`;
      case 'max-price':
        return `${t('catalog.filter.maxPrice')} ${format(label.value)}`;
      case 'rating':
        return t('catalog.filter.minRating', { count: label.value });
      case 'shipping-free':
        return t('catalog.filter.shippingFree');
    }
  };
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('catalog.filter.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={listingHref(pathname, chip.without)}
            preventScrollReset
            aria-label={t('catalog.filter.removeNamed', { name: text(chip.label) })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm hover:border-line-strong"
          >
            {text(chip.label)}
            <X aria-hidden="true" size={14} />
          </Link>
        </li>
      ))}
      <li>
        <Link to={listingHref(pathname, resetFilters(query))} preventScrollReset className="px-2 text-sm font-semibold underline underline-offset-2">
          {t('catalog.filter.clearAll')}
        </Link>
      </li>
    </ul>
  );
}
