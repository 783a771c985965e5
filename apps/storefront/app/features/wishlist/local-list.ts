// The guest wishlist (docs/product-rules.md §4): product ids in localStorage under `sw-wishlist-items`; duplicates are
// ignored. Pure list operations plus guarded browser access.
import { isShopwareId } from '../../lib/store-api/ids.ts';

const WISHLIST_STORAGE_KEY = 'sw-wishlist-items';
export const WISHLIST_PAGE_SIZE = 15;
export const WISHLIST_CHANGED_EVENT = 'aisle:wishlist-changed';

/** Stored JSON → ids; anything malformed counts as an empty list. */
export function parseStoredIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return unique(value.filter(isShopwareId));
  } catch {
    return [];
  }
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export function addId(list: readonly string[], id: string): string[] {
  return list.includes(id) ? [...list] : [...list, id];
}

export function removeId(list: readonly string[], id: string): string[] {
  return list.filter((candidate) => candidate !== id);
}

/** The ids of one page of the local list (newest last, as Shopware's frontends keep them). */
export function pageOf(list: readonly string[], page: number, size = WISHLIST_PAGE_SIZE): string[] {
  const start = (Math.max(1, page) - 1) * size;
  return list.slice(start, start + size);
}

export function totalPages(total: number, size = WISHLIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function readLocalWishlist(): string[] {
  if (typeof window === 'undefined') return [];
  try {
    return parseStoredIds(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function writeLocalWishlist(ids: readonly string[]): void {
  if (typeof window === 'undefined') return;
  try {
    if (ids.length === 0) window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(unique(ids)));
    window.dispatchEvent(new Event(WISHLIST_CHANGED_EVENT));
  } catch {
    // Storage full or disabled: the wishlist simply stays as it was.
  }
}
