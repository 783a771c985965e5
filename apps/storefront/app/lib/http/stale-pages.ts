// Last good copies of anonymous pages, served when the Store API is unreachable (issue 10): a
// visitor sees a page from a few minutes ago instead of an error. Only pages the app marked as
// shareable (no customer, default country and currency, no cart, no flash message) are kept; their
// cookies are never replayed. Bounded: at most `maxEntries` pages of at most `maxBytes` each,
// least recently used first out, none older than `maxAgeMs`.
import type { OutgoingHttpHeaders } from 'node:http';

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
  private readonly pages = new Map<string, StoredPage>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;

  constructor(options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxBytes = options.maxBytes ?? 512 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  }

  store(key: string, page: StoredPage): void {
    if (page.body.length > this.maxBytes) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get(key: string, now = Date.now()): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.at > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
