// "Recently viewed" (ADR 0029): product ids kept in the shopper's browser only (localStorage),
// newest first, one entry per product family (the colours of one shirt are one entry). Pure list
// logic plus a guarded storage wrapper (private modes and full quotas throw).
import { isShopwareId } from '../../lib/store-api/ids.ts';

const RECENT_KEY = 'aisle-recently-viewed';
const RECENT_LIMIT = 8;

export interface RecentEntry {
  /** The product (variant) page the shopper saw. */
  id: string;
  /** Its parent's id, or its own: views of another colour replace the entry. */
  family: string;
}

function isEntry(value: unknown): value is RecentEntry {
  return typeof value === 'object' && value !== null && 'id' in value && isShopwareId(value.id) && 'family' in value && isShopwareId(value.family);
}

export function parseRecent(stored: string | null): RecentEntry[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter(isEntry).slice(0, RECENT_LIMIT + 1) : [];
  } catch {
    return [];
  }
}

/** The list after viewing `entry`: it leads, older views of its family go, at most RECENT_LIMIT (+1, the current one, which is never shown). */
export function addRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...list.filter((item) => item.family !== entry.family)].slice(0, RECENT_LIMIT + 1);
}

/** What to show: without the current product's family, at most RECENT_LIMIT. */
export function shownRecent(list: readonly RecentEntry[], currentFamily: string | null): RecentEntry[] {
  return list.filter((item) => item.family !== currentFamily).slice(0, RECENT_LIMIT);
}

/** The resource route's `ids` parameter: valid ids only, no duplicates, at most RECENT_LIMIT. */
export function parseRecentIds(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(isShopwareId),
    ),
  ].slice(0, RECENT_LIMIT);
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: this tab's writes and other tabs' (`storage` events). */
export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored list as its string: a stable snapshot for useSyncExternalStore. */
export function recentSnapshot(): string | null {
  try {
    return window.localStorage.getItem(RECENT_KEY);
  } catch {
    return null;
  }
}

export function readRecent(): RecentEntry[] {
  return parseRecent(recentSnapshot());
}

export function writeRecent(list: readonly RecentEntry[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_KEY);
    else window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage off or full: the aid is simply missing.
  }
  for (const listener of listeners) listener();
}
