import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation } from 'react-router';
import { HiddenQueryFields } from './HiddenQueryFields.tsx';
import { LIMIT_OPTIONS, parseListingQuery } from './listing-query.ts';
import { useSyncedForm } from './sync-form.ts';
import { formParams, useListingNavigate, useListingQuery } from './use-listing-query.ts';

interface Props {
  sortings: { key: string; label: string }[];
  sorting: string | null;
  showSorting: boolean;
}

/** Sorting and page size: a GET form ('Apply' without JavaScript, instant with it). */
export function ListingToolbar({ sortings, sorting, showSorting }: Props) {
  const { t } = useTranslation();
  const query = useListingQuery();
  const { pathname } = useLocation();
  const go = useListingNavigate();
  const form = useRef<HTMLFormElement>(null);
  const apply = (form: HTMLFormElement) => go(parseListingQuery(formParams(form)));
  // A sort or page size chosen before hydration is applied, not reset: what the shopper chose must not be lost.
  useSyncedForm(form, query, { order: sorting ?? '', limit: String(query.limit) }, apply);
  const sortId = useId();
  const limitId = useId();
  const limits = LIMIT_OPTIONS.includes(query.limit) ? LIMIT_OPTIONS : [...LIMIT_OPTIONS, query.limit].sort((a, b) => a - b);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(event.currentTarget);
  return (
    <Form
      ref={form}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex items-center gap-3"
      aria-label={t('catalog.sorting.label')}
    >
      <HiddenQueryFields query={query} keep={['search', 'filters']} />
      {showSorting && sortings.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap max-sm:sr-only">
            {t('catalog.sorting.sortBy')}
          </label>
          <select id={sortId} name="order" defaultValue={query.order ?? sorting ?? ''} className="field min-h-9 w-auto max-w-44 py-1.5 text-sm">
            {sortings.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {!showSorting && query.order && <input type="hidden" name="order" value={query.order} />}
      <div className="flex items-center gap-2 max-md:hidden">
        <label htmlFor={limitId} className="text-sm font-medium whitespace-nowrap">
          {t('catalog.sorting.perPage')}
        </label>
        <select id={limitId} name="limit" defaultValue={String(query.limit)} className="field min-h-9 w-auto py-1.5 text-sm">
          {limits.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </div>
      {/* With JavaScript a change applies at once. Without it the <noscript> button submits; the hidden
          one keeps Enter working either way. No button appears or vanishes at hydration: no layout shift. */}
      <button type="submit" hidden tabIndex={-1}>
        {t('catalog.sorting.apply')}
      </button>
      <noscript>
        <button type="submit" className="btn btn-secondary btn-sm">
          {t('catalog.sorting.apply')}
        </button>
      </noscript>
    </Form>
  );
}
