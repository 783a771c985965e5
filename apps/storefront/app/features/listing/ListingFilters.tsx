import { useRef, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { HiddenQueryFields } from './HiddenQueryFields.tsx';
import { hasActiveFilters, listingHref, parseListingQuery, resetFilters } from './listing-query.ts';
import type { FilterOption, ListingFiltersView } from './listing-view.ts';
import { useSyncedForm } from './sync-form.ts';
import { formParams, useListingNavigate, useListingQuery } from './use-listing-query.ts';

const fieldset = 'space-y-2 border-t border-slate-200 pt-3';
const legend = 'mb-1 font-semibold';

function OptionCheckbox({ name, option, checked }: { name: string; option: FilterOption; checked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input type="checkbox" name={name} value={option.id} defaultChecked={checked} className="h-4 w-4" />
      {option.color && <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border border-slate-400" style={{ backgroundColor: option.color }} />}
      <span>{option.name}</span>
    </label>
  );
}

/**
 * Listing filters as one GET form: without JavaScript 'Apply' submits it (Shopware parameter names,
 * one field per checked box); with JavaScript every change navigates to the canonical URL at once.
 */
export function ListingFilters({ filters }: { filters: ListingFiltersView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const query = useListingQuery();
  const { pathname } = useLocation();
  const go = useListingNavigate();
  const form = useRef<HTMLFormElement>(null);
  useSyncedForm(form, query);
  const enabled = new Set(filters.enabled);

  const submit = (form: HTMLFormElement) => go(parseListingQuery(formParams(form)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  // Checkboxes and radios apply at once; price fields when they lose focus (or on Enter).
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio') submit(event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const current = target.name === 'min-price' ? query.minPrice : query.maxPrice;
    if (target.type === 'number' && target.value !== (current === null ? '' : String(current))) submit(event.currentTarget);
  };

  return (
    <Form ref={form} method="get" action={pathname} onSubmit={hydrated ? onSubmit : undefined} onChange={hydrated ? onChange : undefined} onBlur={hydrated ? onBlur : undefined} aria-label={t('catalog.filter.label')} className="space-y-4" data-testid="listing-filters">
      <h2 className="text-lg font-semibold">{t('catalog.filter.title')}</h2>
      <HiddenQueryFields query={query} keep={['search', 'order', 'limit']} />
      {enabled.has('manufacturer') && filters.manufacturers.length > 0 && (
        <fieldset className={fieldset}>
          <legend className={legend}>{t('catalog.filter.manufacturer')}</legend>
          {filters.manufacturers.map((option) => (
            <OptionCheckbox key={option.id} name="manufacturer" option={option} checked={query.manufacturer.includes(option.id)} />
          ))}
        </fieldset>
      )}
      {enabled.has('properties') &&
        filters.properties.map((group) => (
          <fieldset key={group.id} className={fieldset}>
            <legend className={legend}>{group.name}</legend>
            {group.options.map((option) => (
              <OptionCheckbox key={option.id} name="properties" option={option} checked={query.properties.includes(option.id)} />
            ))}
          </fieldset>
        ))}
      {enabled.has('price') && filters.price && (
        <fieldset className={fieldset}>
          <legend className={legend}>{t('catalog.filter.price')}</legend>
          <div className="flex gap-2">
            <label className="flex flex-col text-sm">
              {t('catalog.filter.minPrice')}
              <input type="number" name="min-price" min={0} step="any" inputMode="decimal" defaultValue={query.minPrice ?? ''} placeholder={String(Math.floor(filters.price.min))} className="w-24 rounded border border-slate-400 px-2 py-1" />
            </label>
            <label className="flex flex-col text-sm">
              {t('catalog.filter.maxPrice')}
              <input type="number" name="max-price" min={0} step="any" inputMode="decimal" defaultValue={query.maxPrice ?? ''} placeholder={String(Math.ceil(filters.price.max))} className="w-24 rounded border border-slate-400 px-2 py-1" />
            </label>
          </div>
        </fieldset>
      )}
      {enabled.has('rating') && filters.maxRating !== null && (
        <fieldset className={fieldset}>
          <legend className={legend}>{t('catalog.filter.rating')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="rating" value="" defaultChecked={query.rating === null} />
            {t('catalog.filter.anyRating')}
          </label>
          {[4, 3, 2, 1]
            .filter((stars) => stars <= Math.ceil(filters.maxRating ?? 0))
            .map((stars) => (
              <label key={stars} className="flex items-center gap-2">
                <input type="radio" name="rating" value={stars} defaultChecked={query.rating === stars} />
                {t('catalog.filter.minRating', { count: stars })}
              </label>
            ))}
        </fieldset>
      )}
      {enabled.has('shipping-free') && filters.shippingFree && (
        <fieldset className={fieldset}>
          <legend className="sr-only">{t('catalog.filter.shipping')}</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="shipping-free" value="1" defaultChecked={query.shippingFree} className="h-4 w-4" />
            {t('catalog.filter.shippingFree')}
          </label>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
        <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
          {t('catalog.filter.apply')}
        </button>
        {hasActiveFilters(query) && (
          <Link to={listingHref(pathname, resetFilters(query))} preventScrollReset className="underline">
            {t('catalog.filter.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}
