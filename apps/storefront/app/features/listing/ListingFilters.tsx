import { SlidersHorizontal } from 'lucide-react';
import { useRef, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useLocation } from 'react-router';
import { Accordion } from '../../ui/Accordion.tsx';
import { afterNextPaint } from '../../ui/after-paint.ts';
import { Drawer } from '../../ui/Drawer.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { HiddenQueryFields } from './HiddenQueryFields.tsx';
import { hasActiveFilters, listingHref, parseListingQuery, resetFilters } from './listing-query.ts';
import type { FilterOption, ListingFiltersView } from './listing-view.ts';
import { useSyncedForm } from './sync-form.ts';
import { formParams, useListingNavigate, useListingQuery } from './use-listing-query.ts';

const fieldset = 'space-y-1';
const box = 'h-4.5 w-4.5 shrink-0 accent-accent';

function OptionCheckbox({ name, option, checked }: { name: string; option: FilterOption; checked: boolean }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5">
      <input type="checkbox" name={name} value={option.id} defaultChecked={checked} className={box} />
      {option.color && (
        <span aria-hidden="true" className="inline-block h-5 w-5 rounded-full border border-line-strong" style={{ backgroundColor: option.color }} />
      )}
      <span>{option.name}</span>
    </label>
  );
}

/** One collapsible filter group; the legend names the fieldset for assistive technology. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion summary={title} defaultOpen>
      <fieldset className={fieldset}>
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </Accordion>
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
  const formRef = useRef<HTMLFormElement>(null);
  const enabled = new Set(filters.enabled);

  const submit = (form: HTMLFormElement) => go(parseListingQuery(formParams(form)));
  // A box ticked before hydration is applied, not reset.
  useSyncedForm(formRef, query, undefined, submit);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  // Checkboxes and radios apply at once; price fields when they lose focus (or on Enter).
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (target.type !== 'checkbox' && target.type !== 'radio') return;
    // The tick is shown first; the navigation reads the form after it, so boxes ticked in between go along.
    const form = event.currentTarget;
    afterNextPaint(() => submit(form));
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const current = target.name === 'min-price' ? query.minPrice : query.maxPrice;
    if (target.type === 'number' && target.value !== (current === null ? '' : String(current))) submit(event.currentTarget);
  };

  const activeCount =
    query.manufacturer.length +
    query.properties.length +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.rating !== null ? 1 : 0) +
    (query.shippingFree ? 1 : 0);
  const form = (
    <Form
      ref={formRef}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={onChange}
      onBlur={onBlur}
      aria-label={t('catalog.filter.label')}
      data-testid="listing-filters"
    >
      <h2 className="mb-1 text-lg font-bold max-md:sr-only">{t('catalog.filter.title')}</h2>
      <HiddenQueryFields query={query} keep={['search', 'order', 'limit']} />
      {enabled.has('manufacturer') && filters.manufacturers.length > 0 && (
        <Group title={t('catalog.filter.manufacturer')}>
          {filters.manufacturers.map((option) => (
            <OptionCheckbox key={option.id} name="manufacturer" option={option} checked={query.manufacturer.includes(option.id)} />
          ))}
        </Group>
      )}
      {enabled.has('properties') &&
        filters.properties.map((group) => (
          <Group key={group.id} title={group.name}>
            {group.options.map((option) => (
              <OptionCheckbox key={option.id} name="properties" option={option} checked={query.properties.includes(option.id)} />
            ))}
          </Group>
        ))}
      {enabled.has('price') && filters.price && (
        <Group title={t('catalog.filter.price')}>
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col text-sm">
              {t('catalog.filter.minPrice')}
              <input
                type="number"
                name="min-price"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={query.minPrice ?? ''}
                placeholder={String(Math.floor(filters.price.min))}
                className="field mt-1"
              />
            </label>
            <label className="flex flex-col text-sm">
              {t('catalog.filter.maxPrice')}
              <input
                type="number"
                name="max-price"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={query.maxPrice ?? ''}
                placeholder={String(Math.ceil(filters.price.max))}
                className="field mt-1"
              />
            </label>
          </div>
        </Group>
      )}
      {enabled.has('rating') && filters.maxRating !== null && (
        <Group title={t('catalog.filter.rating')}>
          <label className="flex min-h-9 items-center gap-2.5">
            <input type="radio" name="rating" value="" defaultChecked={query.rating === null} className={box} />
            {t('catalog.filter.anyRating')}
          </label>
          {[4, 3, 2, 1]
            .filter((stars) => stars <= Math.ceil(filters.maxRating ?? 0))
            .map((stars) => (
              <label key={stars} className="flex min-h-9 items-center gap-2.5">
                <input type="radio" name="rating" value={stars} defaultChecked={query.rating === stars} className={box} />
                {t('catalog.filter.minRating', { count: stars })}
              </label>
            ))}
        </Group>
      )}
      {enabled.has('shipping-free') && filters.shippingFree && (
        <fieldset className="border-b border-line py-2">
          <legend className="sr-only">{t('catalog.filter.shipping')}</legend>
          <label className="flex min-h-9 items-center gap-2.5">
            <input type="checkbox" name="shipping-free" value="1" defaultChecked={query.shippingFree} className={box} />
            {t('catalog.filter.shippingFree')}
          </label>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3 pt-4">
        {/* With JavaScript every change applies at once; the button is for browsers without it. */}
        <button type="submit" className={hydrated ? 'sr-only' : 'btn btn-primary btn-sm'} tabIndex={hydrated ? -1 : undefined}>
          {t('catalog.filter.apply')}
        </button>
        {hasActiveFilters(query) && (
          <Link to={listingHref(pathname, resetFilters(query))} preventScrollReset className="text-sm underline underline-offset-2">
            {t('catalog.filter.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
  return (
    <Drawer
      inlineFrom="md"
      keepOpenOnNavigation
      title={t('catalog.filter.title')}
      triggerClassName="btn btn-secondary btn-sm"
      trigger={
        <>
          <SlidersHorizontal aria-hidden="true" size={16} />
          {t('catalog.filter.open')}
          {activeCount > 0 && <span className="rounded-full bg-accent px-1.5 text-xs text-white">{activeCount}</span>}
        </>
      }
    >
      {form}
    </Drawer>
  );
}
