// The products a shopper compares: at most four product ids, kept in the browser in a cookie
// (`aisle-compare`), like a guest's wishlist is kept in localStorage — but a cookie, so the compare
// page and its forms work without JavaScript too. Never HttpOnly: the header count reads it. Pure
// list operations plus the cookie's text; the server and the browser share them.
import { isShopwareId } from '../../lib/store-api/ids.ts';

export const COMPARE_COOKIE = 'aisle-compare';
export const COMPARE_LIMIT = 4;
export const COMPARE_PATH = '/compare';
/** Dispatched on window after the list changed in this tab (the header count listens). */
export const COMPARE_CHANGED_EVENT = 'aisle:compare-changed';

/** Cookie text → ids; anything malformed is dropped, duplicates and extras too. */
export function parseCompareIds(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids = value
    .split('.')
    .map((id) => id.toLowerCase())
    .filter(isShopwareId);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

export function serializeCompareIds(ids: readonly string[]): string {
  return ids.join('.');
}

export type AddResult = { kind: 'added' | 'present'; ids: string[] } | { kind: 'full'; ids: string[] };

/** A fifth product does not push one out unasked: the shopper chooses which it replaces. */
export function addCompareId(ids: readonly string[], id: string): AddResult {
  if (ids.includes(id)) return { kind: 'present', ids: [...ids] };
  if (ids.length >= COMPARE_LIMIT) return { kind: 'full', ids: [...ids] };
  return { kind: 'added', ids: [...ids, id] };
}

export function removeCompareId(ids: readonly string[], id: string): string[] {
  return ids.filter((candidate) => candidate !== id);
}

/** `id` takes the place of `replaced` (same column); unchanged when `replaced` is not on the list. */
export function replaceCompareId(ids: readonly string[], replaced: string, id: string): string[] {
  if (!ids.includes(replaced) || ids.includes(id)) return [...ids];
  return ids.map((candidate) => (candidate === replaced ? id : candidate));
}

/** The list as the browser has it now (JavaScript only). */
export function readBrowserCompareIds(): string[] {
  if (typeof document === 'undefined') return [];
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  return parseCompareIds(entry ? decodeURIComponent(entry.slice(COMPARE_COOKIE.length + 1)) : '');
}
