// Listing forms keep uncontrolled fields (they must work before and without hydration). When the URL
// changes by other means (back button, reset link, another form), the fields are set to the URL's
// state here, in place: re-creating them would drop the keyboard focus of the field just used.
// At hydration the fields are left alone: a field the shopper changed before the scripts ran differs
// from the URL, and that choice is applied instead of being reset.
import { useEffect, useRef, type RefObject } from 'react';
import { listingSearchParams, type ListingQuery } from './listing-query.ts';

type Fallbacks = Readonly<Record<string, string>>;

function fields(form: HTMLFormElement): (HTMLInputElement | HTMLSelectElement)[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement && element.type !== 'hidden' && element.type !== 'submit') || element instanceof HTMLSelectElement,
  );
}

/** What each field shows for the listing state; undefined: leave the field as it is. */
function expected(element: HTMLInputElement | HTMLSelectElement, value: (name: string) => string): { checked?: boolean; value?: string } | undefined {
  if (element instanceof HTMLSelectElement) return value(element.name) ? { value: value(element.name) } : undefined;
  if (element.type === 'checkbox') return { checked: value(element.name).split('|').includes(element.value) };
  if (element.type === 'radio') return { checked: value(element.name) === element.value };
  return { value: value(element.name) };
}

function reader(query: ListingQuery, fallbacks: Fallbacks) {
  const params = listingSearchParams(query);
  return (name: string) => params.get(name) ?? fallbacks[name] ?? '';
}

/** Writes the listing state into a form's fields; `fallbacks` are shown for parameters at their default. */
export function syncFormFields(form: HTMLFormElement, query: ListingQuery, fallbacks: Fallbacks = {}): void {
  const value = reader(query, fallbacks);
  for (const element of fields(form)) {
    const want = expected(element, value);
    if (!want) continue;
    if (want.checked !== undefined && element instanceof HTMLInputElement) element.checked = want.checked;
    else if (want.value !== undefined && element !== element.ownerDocument.activeElement) element.value = want.value;
  }
}

/** Whether any field shows something else than the listing state (a choice made before hydration). */
export function formDiffersFromQuery(form: HTMLFormElement, query: ListingQuery, fallbacks: Fallbacks = {}): boolean {
  const value = reader(query, fallbacks);
  return fields(form).some((element) => {
    const want = expected(element, value);
    if (!want) return false;
    if (want.checked !== undefined && element instanceof HTMLInputElement) return element.checked !== want.checked;
    return want.value !== undefined && element.value !== want.value;
  });
}

/**
 * Keeps the form in step with the URL. `applyEarlyChoice` receives the form when, at hydration, the
 * shopper had already changed a field (its value wins: the listing navigates to it).
 */
export function useSyncedForm(
  form: RefObject<HTMLFormElement | null>,
  query: ListingQuery,
  fallbacks?: Fallbacks,
  applyEarlyChoice?: (form: HTMLFormElement) => void,
): void {
  const key = listingSearchParams(query).toString();
  const fallbackKey = JSON.stringify(fallbacks ?? {});
  const hydrated = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // The server rendered the URL's state; a difference now is the shopper's own early choice.
      if (formDiffersFromQuery(element, query, fallbacks)) applyEarlyChoice?.(element);
      return;
    }
    syncFormFields(element, query, fallbacks);
    // `key`/`fallbackKey` stand for query/fallbacks: sync when the state changes, not on every render;
    // `applyEarlyChoice` matters only on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key, fallbackKey]);
}
