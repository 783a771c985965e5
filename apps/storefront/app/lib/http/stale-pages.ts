// Last good copies of anonymous pages, served when the Store API is unreachable (ADR 0015): a
// visitor sees a page from a few minutes ago instead of an error. Only pages the app marked as
// shareable (no customer, default country and currency, no cart, no flash message) are kept; their
// cookies are never replayed. Bounded: at most `maxEntries` pages of at most `maxBytes` each and
// `maxTotalBytes` together, least recently used first out, none older than `maxAgeMs`.
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

/** Set by the root middleware on pages every anonymous visitor would get alike. */
export const SHAREABLE_HEADER = 'x-aisle-shareable';

export interface StoredPage {
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
  at: number;
}

// Never replayed: cookies belong to the visitor the page was made for; lengths and encodings are
// redone by compression when the copy is sent.
const DROPPED = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', SHAREABLE_HEADER]);

export function storableHeaders(headers: OutgoingHttpHeaders): StoredPage['headers'] {
  const kept: StoredPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !DROPPED.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

export class StalePages {
  private readonly pages: LRUCache<string, StoredPage>;
  private readonly maxAgeMs: number;

  constructor(options: { maxEntries?: number; maxBytes?: number; maxTotalBytes?: number; maxAgeMs?: number } = {}) {
    const maxBytes = options.maxBytes ?? 512 * 1024;
    this.pages = new LRUCache<string, StoredPage>({
      max: options.maxEntries ?? 200,
      // All copies together, not only each: 200 pages of 512 kB would be 100 MB per process.
      maxSize: Math.max(maxBytes, options.maxTotalBytes ?? 16 * 1024 * 1024),
      maxEntrySize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length),
    });
    this.maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  }

  store(key: string, page: StoredPage): void {
    this.pages.set(key, page);
  }

  get(key: string, now = Date.now()): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.at > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
