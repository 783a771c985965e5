// Shared wiring of the cart's forms: the action URL, the page to come back to, and the answer of a
// refused submission (from a fetcher with JavaScript, from the page's action data without).
import { useState } from 'react';
import { useActionData, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { isCartActionData, type CartActionData, type CartIntent } from './cart-action-data.ts';

export function useCartFormTarget(): { action: string; redirectTo: string } {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return { action: localisePath('/checkout/cart', locale), redirectTo: `${pathname}${search}` };
}

function matches(candidate: unknown, intent: CartIntent, lineId: string | undefined): candidate is CartActionData {
  return isCartActionData(candidate) && candidate.intent === intent && (lineId === undefined || candidate.lineId === lineId);
}

export interface CartRefusal {
  refusal: CartActionData | null;
  /** Call with the submitted value: a fetcher keeps its last answer, which is stale after a success. */
  submitted(value: string): void;
}

/** The refusal of this form's last submission, if it was refused. */
export function useCartRefusal(fetcherData: unknown, intent: CartIntent, lineId?: string): CartRefusal {
  const pageData: unknown = useActionData();
  const [lastSubmitted, setLastSubmitted] = useState<string | null>(null);
  let refusal: CartActionData | null = null;
  // Before any submission in this page (no JavaScript, or a fresh page) only the page's answer counts.
  if (lastSubmitted === null) refusal = matches(pageData, intent, lineId) ? pageData : null;
  else if (matches(fetcherData, intent, lineId) && fetcherData.value === lastSubmitted) refusal = fetcherData;
  return { refusal, submitted: (value) => setLastSubmitted(value.trim().slice(0, 100)) };
}
