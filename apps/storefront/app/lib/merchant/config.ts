// The merchant's configuration as the running storefront sees it: brand, markets and switches. The
// server installs the validated file at start (server.ts, before the build is imported) and hands the
// same object to the browser in the page (entry.client.tsx installs it before hydrating), so both
// sides render alike. Until something is installed — unit tests, the dev server without a file —
// it is the demo shop's. Kept on globalThis: server.ts and the build each bundle their own copy of
// this module, and both must answer with the one configuration.

import type { FlatMessages } from './messages.ts';

export interface Market {
  locale: string;
  /**
   * The host name this market is served on (a sales channel domain of its own, `shop.example.de`);
   * absent: every host that is no market's.
   */
  host?: string;
  /** URL prefix without slashes; '' is the market without a prefix (at most one per host). */
  prefix: string;
  /** The name in the language switcher. */
  label?: string;
  /** ISO code of the currency a new visitor starts with. */
  currency?: string;
  /** The locale whose messages the market shows where it has none of its own (i18n/message-chain.ts). */
  fallback?: string;
}

/**
 * The optional parts a merchant switches on or off (`features` in aisle.config.ts), with the demo's
 * value. A new part is one line here (and its paths in switches.ts); the schema follows.
 */
export const FEATURE_DEFAULTS = {
  wishlist: true,
  reviews: true,
  /** Quick order by product number (/quick-order, the footer's link). */
  quickOrder: true,
  /** Product comparison (/compare, the header's count, "Compare" on cards and product pages). */
  compare: true,
  /** The cookie banner and analytics after consent (an explicit STOREFRONT_ANALYTICS overrides it; STOREFRONT_GTM_ID turns it on). */
  analytics: false,
  /** /llms.txt of every market: the shop as a list of links for AI agents (ADR 0052). */
  llmsTxt: true,
  /** Pages answer as Markdown to `Accept: text/markdown` (ADR 0052). */
  markdown: true,
  /** The Google Merchant Center product feed of every market, `<prefix>/feeds/products.xml` (ADR 0052). */
  productFeed: true,
  /** The MCP server at /mcp: agents search, read and fill a cart (ADR 0052). */
  mcp: true,
} as const satisfies Record<string, boolean>;

export type FeatureName = keyof typeof FEATURE_DEFAULTS;
type FeatureSwitches = Record<FeatureName, boolean>;

/** Where prepayment orders are paid to (the Store API does not expose the shop's bank account). */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/**
 * What the shop promises on shipping and returns, for search engines' structured data (offers' shipping details
 * and return policy). Amounts are gross, in `currency`; markets in another currency carry no shipping rate.
 */
export interface CommercePolicies {
  currency: string;
  shipping: { rate: number; freeFrom: number | null; handlingDays: [number, number]; transitDays: [number, number] };
  returns: { days: number; freeReturns: boolean };
}

/** The demo engine's standard shipping (€4.90, free from €50) and a 30-day free return window. */
export const DEMO_POLICIES: CommercePolicies = {
  currency: 'EUR',
  shipping: { rate: 4.9, freeFrom: 50, handlingDays: [0, 1], transitDays: [1, 3] },
  returns: { days: 30, freeReturns: true },
};

export interface PublicConfig {
  brand: {
    name: string;
    /** The shop's service address (the accessibility statement's contact). */
    contactEmail: string;
    logo?: string;
    /** Per locale (or one for all) default page title and meta description. */
    title?: string | Record<string, string>;
    description?: string | Record<string, string>;
  };
  markets: Market[];
  /**
   * Where the markets without a host are served (PUBLIC_URL's origin), so that a market on its own host
   * can link to them; set when some market has a host.
   */
  publicOrigin?: string;
  features: FeatureSwitches;
  payment: { bankAccount: BankAccount };
  /** The merchant's messages over the catalogues': per locale, catalogue key (`footer.tagline`) → text. */
  messages?: Readonly<Record<string, FlatMessages>>;
  /** Shipping and returns as structured data states them. */
  policies: CommercePolicies;
  /** `:root{…}` over app.css' tokens (brand colours and fonts); '' or absent for the demo's. */
  themeCss?: string;
}

/** The demo shop's account (an IBAN of the German Bundesbank's test ranges, never a real account); the engine's order mail names it too. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  holder: 'Aisle Demo Store GmbH',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  bank: 'Demo Bank',
};

export const DEMO_CONFIG: PublicConfig = {
  brand: { name: 'Aisle', contactEmail: 'service@aisle.example' },
  markets: [
    { locale: 'en-GB', prefix: '', label: 'English' },
    { locale: 'pl-PL', prefix: 'pl-PL', label: 'Polski' },
    { locale: 'de-DE', prefix: 'testde', label: 'Deutsch' },
  ],
  features: { ...FEATURE_DEFAULTS },
  payment: { bankAccount: DEMO_BANK_ACCOUNT },
  policies: DEMO_POLICIES,
};

/** Whether an optional part is on in this shop. */
export function featureOn(name: FeatureName): boolean {
  return merchantConfig().features[name];
}

const KEY = Symbol.for('aisle.merchant-config');
type Holder = { [KEY]?: PublicConfig };

export function installMerchantConfig(config: PublicConfig): void {
  (globalThis as Holder)[KEY] = config;
}

const ORIGIN_KEY = Symbol.for('aisle.request-origin');
type OriginHolder = { [ORIGIN_KEY]?: () => string | undefined };

/**
 * Where the request being answered was addressed (`https://shop.example.de`): markets with a host are
 * resolved by it. The server installs a per-request source (server.ts, before the build is imported);
 * in the browser it is the page's own origin.
 */
export function installRequestOrigin(source: () => string | undefined): void {
  (globalThis as OriginHolder)[ORIGIN_KEY] = source;
}

/** The page's origin, read once: every localised link asks, and `location.origin` is serialised anew on each read. */
let pageOrigin: string | undefined;

export function requestOrigin(): string | undefined {
  const source = (globalThis as OriginHolder)[ORIGIN_KEY];
  if (source) return source();
  if (typeof location === 'undefined') return undefined;
  pageOrigin ??= location.origin;
  return pageOrigin;
}

/** The id of the JSON the root layout writes into every page (read by the browser on first use). */
export const CONFIG_ELEMENT_ID = 'aisle-config';

function fromPage(): PublicConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const config = JSON.parse(text) as PublicConfig;
  installMerchantConfig(config);
  return config;
}

export function merchantConfig(): PublicConfig {
  return (globalThis as Holder)[KEY] ?? fromPage() ?? DEMO_CONFIG;
}

/** A per-locale text of the configuration (title, description) in `locale`, if the merchant set one. */
export function configuredText(text: string | Record<string, string> | undefined, locale: string): string | undefined {
  return typeof text === 'string' ? text : text?.[locale];
}

/** The configuration as JSON a `<script type="application/json">` may hold (no `</script>` inside). */
export function configJson(config: PublicConfig): string {
  return JSON.stringify(config).replaceAll('<', '\\u003c');
}
