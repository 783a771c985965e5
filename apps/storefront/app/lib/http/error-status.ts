// Which page an error becomes (pure; shared by server responses and the error boundaries).
import { isMaintenanceFailure, type StoreApiFailure } from '../store-api/errors.ts';

/** Data of the 503 response that shows the maintenance page (the maintenance marker of docs/product-rules.md §2). */
export const MAINTENANCE_MARKER = 'MAINTENANCE_MODE';

/** Statuses with their own translated title and message (docs/product-rules.md §2 error page). */
export const TRANSLATED_STATUSES = [404, 408, 500, 502, 503] as const;

export function hasTranslatedStatus(status: number): status is (typeof TRANSLATED_STATUSES)[number] {
  return (TRANSLATED_STATUSES as readonly number[]).includes(status);
}

export type PageFailure = { kind: 'maintenance' } | { kind: 'status'; status: number };

export interface ClassifyOptions {
  /** True when a 4xx answer means "this content does not exist" (page lookups by path or id). */
  lookup?: boolean;
}

/**
 * Maps a failed Store API call to the page the visitor gets. User input (paths, ids) never leads to
 * a 500: a failed lookup is a 404, an upstream failure a 502 (bad gateway), an unreachable Store API
 * a 503 (temporarily unavailable; server.ts adds Retry-After) and maintenance the maintenance page.
 */
export function classifyStoreApiFailure(failure: StoreApiFailure | null, options: ClassifyOptions = {}): PageFailure {
  if (failure === null) return { kind: 'status', status: 503 };
  if (isMaintenanceFailure(failure)) return { kind: 'maintenance' };
  if (failure.status === 408) return { kind: 'status', status: 408 };
  if (options.lookup && failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 412) {
    return { kind: 'status', status: 404 };
  }
  if (failure.status === 503) return { kind: 'status', status: 503 };
  return { kind: 'status', status: 502 };
}
