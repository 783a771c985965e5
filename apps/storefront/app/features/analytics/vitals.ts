// Core Web Vitals of real shoppers (ADR 0060): what the browser sends and what the storefront accepts. Pure and
// shared by the browser's reporter (vitals-reporter.ts) and the storefront's endpoint (server/vitals.ts), so
// both speak the same names, page types and bounds.

/** The metrics Google ranks pages by: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The kinds of page a merchant compares; every other page counts as `other`. */
const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart', 'checkout', 'account', 'content', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Where the browser posts its measurements (server.ts mounts the endpoint there). */
export const VITALS_PATH = '/vitals';
/** A beacon holds at most the three metrics with short names and a page type: a few dozen bytes. */
export const VITALS_MAX_BODY_BYTES = 512;

interface VitalSpec {
  /** Google's "good" and "poor" limits (web.dev/articles/vitals), in the unit the histogram counts. */
  good: number;
  poor: number;
  /** Histogram buckets: the two limits among them, so a share of good pages is one bucket over the count. */
  buckets: readonly number[];
  /** The largest value the endpoint accepts; anything above is not a real measurement. */
  max: number;
  /** From the browser's unit (milliseconds for LCP and INP) to the histogram's (seconds; CLS has none). */
  scale: number;
}

export const VITAL_SPECS: Readonly<Record<VitalName, VitalSpec>> = {
  LCP: { good: 2.5, poor: 4, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10], max: 120, scale: 1 / 1000 },
  INP: { good: 0.2, poor: 0.5, buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2], max: 60, scale: 1 / 1000 },
  CLS: { good: 0.1, poor: 0.25, buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1], max: 20, scale: 1 },
};

/** One measurement, in the histogram's unit. */
interface VitalSample {
  name: VitalName;
  value: number;
}

export interface VitalsBeacon {
  pageType: PageType;
  samples: VitalSample[];
}

/** Google's rating of a value in the histogram's unit. */
export function vitalRating(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const spec = VITAL_SPECS[name];
  if (value <= spec.good) return 'good';
  return value <= spec.poor ? 'needs-improvement' : 'poor';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPageType = (value: unknown): value is PageType => typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
const isVitalName = (value: unknown): value is VitalName => typeof value === 'string' && (VITAL_NAMES as readonly string[]).includes(value);

/** What the browser sends: `{"p":"product","m":{"LCP":1234.5,"CLS":0.01}}`, values in the browser's units. */
export function encodeVitalsBeacon(pageType: PageType, values: Partial<Record<VitalName, number>>): string {
  return JSON.stringify({ p: pageType, m: values });
}

/**
 * A beacon's body as measurements, or null when any of it is not what a browser of this shop sends: unknown
 * page type or metric, a value that is not a finite number in its bounds, extra fields, an oversized body.
 * All or nothing — a half-valid beacon is not a shopper's measurement.
 */
export function parseVitalsBeacon(body: string): VitalsBeacon | null {
  if (body.length > VITALS_MAX_BODY_BYTES) return null;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(data) || Object.keys(data).length !== 2 || !isPageType(data.p) || !isObject(data.m)) return null;
  const entries = Object.entries(data.m);
  if (entries.length === 0 || entries.length > VITAL_NAMES.length) return null;
  const samples: VitalSample[] = [];
  for (const [name, raw] of entries) {
    if (!isVitalName(name) || typeof raw !== 'number' || !Number.isFinite(raw)) return null;
    const spec = VITAL_SPECS[name];
    const value = raw * spec.scale;
    if (value < 0 || value > spec.max) return null;
    samples.push({ name, value });
  }
  return { pageType: data.p, samples };
}

const ACCOUNT_ROUTES = /^(account(\.|$)|login$|register$|reset-password$|registration\.confirm$|customer-group-registration$)/;

/**
 * The page type of a page from its leaf route (`default/<name>` or `market/<name>`, routes.ts) and the leaf's
 * data: the catch-all route serves categories, products and CMS pages alike, told apart by the data's `kind`.
 */
export function pageTypeOf(leafId: string, leafData: unknown): PageType {
  const name = leafId.slice(leafId.indexOf('/') + 1);
  if (name === 'home') return 'home';
  if (name === 'catch-all') {
    const kind = isObject(leafData) ? leafData.kind : undefined;
    if (kind === 'category' || kind === 'product') return kind;
    return 'content';
  }
  if (name === 'search') return 'search';
  if (name === 'checkout.cart') return 'cart';
  if (name === 'checkout' || name.startsWith('checkout.')) return 'checkout';
  if (ACCOUNT_ROUTES.test(name)) return 'account';
  return 'other';
}
