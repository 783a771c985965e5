// Shoppers without think time for the rush benchmark: each one walks a visit — home, a category, a
// product, search, add to cart (a form post, 303 back to the product), the cart — as a browser
// would (cookies kept, the redirect followed, gzip accepted), then leaves and a new visitor starts.
// The first four pages are anonymous (what a CDN or the HTML cache may serve), the rest carry the
// visitor's cart cookies and are rendered for them. Every answer's status and time is recorded.
import { percentile } from './stats.ts';

export interface Catalogue {
  categories: string[];
  /** Products that can be bought as they are (no variant parents), with their storefront path. */
  products: { id: string; path: string }[];
  searches: string[];
}

export interface Sample {
  kind: string;
  status: number;
  ms: number;
  /** For a 5xx: where it came from — the page's title and whether it carried Retry-After (the busy page does). */
  detail?: string;
}

export interface RushOptions {
  base: string;
  shoppers: number;
  seconds: number;
  /** A request still unanswered after this long is abandoned and counted with status 0. */
  clientTimeoutMs: number;
}

const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };

const pick = <T>(list: readonly T[]): T => {
  const value = list[Math.floor(Math.random() * list.length)];
  if (value === undefined) throw new Error('empty list');
  return value;
};

class Visitor {
  private readonly cookies = new Map<string, string>();
  private readonly options: RushOptions;
  private readonly samples: Sample[];

  constructor(options: RushOptions, samples: Sample[]) {
    this.options = options;
    this.samples = samples;
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1).trim());
    }
  }

  async request(kind: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Response | null> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.options.base}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...BROWSER, ...this.cookieHeader(), ...init.headers },
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.clientTimeoutMs),
      });
      const text = await response.text();
      this.keep(response);
      const sample: Sample = { kind, status: response.status, ms: performance.now() - started };
      if (response.status >= 500) {
        const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? text.slice(0, 80).replace(/\s+/g, ' ');
        sample.detail = `${response.status} ${title}${response.headers.has('retry-after') ? ` (Retry-After ${response.headers.get('retry-after')})` : ''}`;
      }
      this.samples.push(sample);
      return response;
    } catch {
      this.samples.push({ kind, status: 0, ms: performance.now() - started });
      return null;
    }
  }

  async visit(catalogue: Catalogue): Promise<void> {
    const product = pick(catalogue.products);
    await this.request('home', '/');
    await this.request('category', pick(catalogue.categories));
    await this.request('product', product.path);
    await this.request('search', `/search?search=${encodeURIComponent(pick(catalogue.searches))}`);
    const added = await this.request('add to cart', '/cart/add', {
      method: 'POST',
      body: new URLSearchParams({ productId: product.id, quantity: '1', redirectTo: product.path }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.options.base },
    });
    const location = added?.headers.get('location');
    if (location) await this.request('product (cart)', new URL(location, this.options.base).pathname);
    await this.request('cart', '/checkout/cart');
  }
}

/** Runs `shoppers` visitors back to back until `seconds` have passed; returns every sample. */
export async function rush(catalogue: Catalogue, options: RushOptions): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const shopper = async () => {
    while (performance.now() < deadline) await new Visitor(options, samples).visit(catalogue);
  };
  await Promise.all(Array.from({ length: options.shoppers }, shopper));
  return { samples, seconds: (performance.now() - started) / 1000 };
}

export interface RushSummary {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  serverErrors: number;
  unavailable: number;
  /** No answer within the client's timeout, or the connection failed. */
  noAnswer: number;
  /** Answers that took longer than the storefront's Store API timeout (15 s). */
  overTimeout: number;
}

export function summarise(samples: readonly Sample[], seconds: number): RushSummary {
  const times = samples.map((sample) => sample.ms);
  return {
    requests: samples.length,
    rps: samples.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    // A loop, not Math.max(...times): a half-hour soak has more samples than a call may take arguments.
    max: times.reduce((most, time) => Math.max(most, time), 0),
    serverErrors: samples.filter((sample) => sample.status >= 500).length,
    unavailable: samples.filter((sample) => sample.status === 503).length,
    noAnswer: samples.filter((sample) => sample.status === 0).length,
    overTimeout: samples.filter((sample) => sample.ms > 15_000).length,
  };
}

/** Per kind of request: count, statuses and p50/p95, so a slow or failing page stands out. */
export function perKind(samples: readonly Sample[]): string[] {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  return kinds.map((kind) => {
    const own = samples.filter((sample) => sample.kind === kind);
    const times = own.map((sample) => sample.ms);
    const statuses = new Map<number, number>();
    for (const sample of own) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    const statusText = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${kind.padEnd(15)} ${String(own.length).padStart(6)}  p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms  ${statusText}`;
  });
}
