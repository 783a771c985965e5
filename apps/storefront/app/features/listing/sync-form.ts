// Listing forms keep uncontrolled fields (they must work before and without hydration). When the URL
// changes by other means (back button, reset link, another form), the fields are set to the URL's
// state here, in place: re-creating them would drop the keyboard focus of the field just used.
import { useEffect, type RefObject } from 'react';
import { listingSearchParams, type ListingQuery } from './listing-query.ts';

/** Writes the listing state into a form's fields; `fallbacks` are shown for parameters at their default. */
export function syncFormFields(form: HTMLFormElement, query: ListingQuery, fallbacks: Readonly<Record<string, string>> = {}): void {
  const params = listingSearchParams(query);
  const value = (name: string) => params.get(name) ?? fallbacks[name] ?? '';
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden' || element.type === 'submit') continue;
      if (element.type === 'checkbox') element.checked = value(element.name).split('|').includes(element.value);
      else if (element.type === 'radio') element.checked = value(element.name) === element.value;
      else if (element !== element.ownerDocument.activeElement) element.value = value(element.name);
    } else if (element instanceof HTMLSelectElement && value(element.name)) {
      element.value = value(element.name);
    }
  }
}

export function useSyncedForm(form: RefObject<HTMLFormElement | null>, query: ListingQuery, fallbacks?: Readonly<Record<string, string>>): void {
  const key = listingSearchParams(query).toString();
  const fallbackKey = JSON.stringify(fallbacks ?? {});
  useEffect(() => {
    if (form.current) syncFormFields(form.current, query, fallbacks);
    // `key`/`fallbackKey` stand for query/fallbacks: sync when the state changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key, fallbackKey]);
}
