// A per-database, time-limited memo for data that changes rarely at runtime (reference tables,
// category tree, listing aggregations). The engine has no admin writes to these tables; the TTL
// bounds staleness after seeding or generation in another process.
import type { Queryable } from '../db/database.ts';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const memos = new WeakMap<Queryable, Map<string, Entry>>();
const MAX_ENTRIES = 2000;

export async function memo<T>(db: Queryable, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = memos.get(db);
  if (!entries) {
    entries = new Map();
    memos.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load is not remembered.
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets everything memoised for a database (after writes that change reference data). */
export function forget(db: Queryable): void {
  memos.delete(db);
}
