// The merchant's configuration (aisle.config.ts, or the file AISLE_CONFIG names): brand, markets and
// the optional parts, one zod schema. Every key has the demo shop's value as its default, so an empty
// object is the demo. Server-only: the browser gets the parsed public part (config.ts), never this.
import Color from 'colorjs.io';
import { z } from 'zod';
import type { MessagesByLocale } from './messages.ts';
import { messagesSchema } from './messages-schema.server.ts';
import { DEMO_BANK_ACCOUNT, DEMO_CONFIG, DEMO_POLICIES, FEATURE_DEFAULTS, type FeatureName } from './config.ts';

/** Tailwind tokens of app.css a merchant may set, by config key (`primary` is the `accent` token). */
export const COLOR_TOKENS = {
  primary: 'accent',
  primaryHover: 'accent-hover',
  primarySoft: 'accent-soft',
  ink: 'ink',
  muted: 'muted',
  subtle: 'subtle',
  line: 'line',
  lineStrong: 'line-strong',
  surface: 'surface',
  canvas: 'canvas',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'info',
  star: 'star',
} as const;
export type ColorKey = keyof typeof COLOR_TOKENS;

/** Whether a browser would take `value` as a colour (colorjs.io parses CSS Color 4 syntax and names). */
function isCssColor(value: string): boolean {
  if (/[;{}<>]/.test(value)) return false;
  try {
    new Color(value);
    return true;
  } catch {
    return false;
  }
}

const cssColor = z.string().refine(isCssColor, 'is no CSS colour');
// A font-family list goes into a custom property: no characters that could end the declaration.
const fontFamily = z.string().regex(/^[\w\s"',.-]+$/, 'is no font-family list');
const localeCode = z.string().regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/, 'is no locale code like en-GB');
// One path segment: what a URL prefix may be without percent-encoding.
const prefix = z.string().regex(/^$|^[A-Za-z0-9][\w-]*$/, 'is no URL prefix (letters, digits, - and _, one segment)');
// A host name as a Host header names it, without scheme or port; lower case, as browsers send it.
const hostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'is no host name like shop.example.de (lower case, no scheme or port)',
  );
const perLocaleText = z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]);
// Logos come from the storefront itself (a file beside the configuration, or in public/) or an https URL;
// nothing the CSP or a shopper's browser would refuse. Files are checked to exist at start (merchant-config.ts).
const logoUrl = z
  .string()
  .regex(/^(\.{1,2}\/|\/(?!\/)|https:\/\/)\S+$/, 'is no file beside the configuration (./logo.svg), site path (/logo.svg) or https:// URL');

const market = z.object({
  locale: localeCode,
  /** The host this market is served on (a domain of its own); without one, every host that is no market's. */
  host: hostName.optional(),
  prefix,
  /** The name in the language switcher (default: the language's own name). */
  label: z.string().min(1).optional(),
  /** ISO code of the currency a new visitor of this market starts with (default: the sales channel's). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'is no ISO 4217 currency code')
    .optional(),
  /**
   * The locale whose messages this market shows where it has no catalogue or message of its own
   * (default: a catalogue of its language, de-AT → de-DE, then en-GB).
   */
  fallback: localeCode.optional(),
});

// What a bank transfer form takes: country code, check digits and the account (spaces allowed, as printed).
const iban = z.string().regex(/^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$/, 'is no IBAN like DE02 1203 0000 0000 2020 51');
const bic = z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'is no BIC like BYLADEM1001');

const bankAccount = z
  .object({
    /** The account holder (default: brand.name). */
    holder: z.string().min(1).optional(),
    iban,
    bic,
    bank: z.string().min(1),
  })
  .strict();

const days = z.tuple([z.number().int().min(0).max(60), z.number().int().min(0).max(60)]).refine(([min, max]) => min <= max, 'is [min, max] with min ≤ max');
const policies = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'is an ISO 4217 code such as EUR'),
    shipping: z.object({ rate: z.number().min(0), freeFrom: z.number().min(0).nullable(), handlingDays: days, transitDays: days }).strict(),
    returns: z.object({ days: z.number().int().min(0).max(365), freeReturns: z.boolean() }).strict(),
  })
  .strict();

/** Optional parts, one boolean each, from config.ts' FEATURE_DEFAULTS. */
const features = z
  .object(
    Object.fromEntries(Object.entries(FEATURE_DEFAULTS).map(([name, on]) => [name, z.boolean().default(on)])) as Record<
      FeatureName,
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  .strict()
  .default({ ...FEATURE_DEFAULTS });

/** An https origin, nothing more: a path or a wildcard would let forms lead anywhere below or beside it. */
const gatewayOrigin = z.url({ protocol: /^https$/, error: 'must be an https:// origin such as https://www.paypal.com' }).refine((value) => {
  const url = new URL(value);
  return url.origin === value.replace(/\/$/, '') && !url.hostname.includes('*');
}, 'must be an origin only (https://host, no path)');

export const configSchema = z
  .object({
    brand: z
      .object({
        name: z.string().min(1).max(60).default('Aisle'),
        /** The shop's service address: the accessibility statement's contact. */
        contactEmail: z.email('is no e-mail address').default(DEMO_CONFIG.brand.contactEmail),
        /** An image shown instead of the name in the header (the name stays its accessible label). */
        logo: logoUrl.optional(),
        colors: z.partialRecord(z.enum(Object.keys(COLOR_TOKENS) as [ColorKey, ...ColorKey[]]), cssColor).default({}),
        fonts: z.object({ sans: fontFamily.optional() }).strict().default({}),
        /** The default page title (pages without their own); per locale or one for all. Default: the name. */
        title: perLocaleText.optional(),
        /** The default meta description; per locale or one for all. Default: the catalogue's, with the name. */
        description: perLocaleText.optional(),
      })
      .strict()
      .default({ name: 'Aisle', contactEmail: DEMO_CONFIG.brand.contactEmail, colors: {}, fonts: {} }),
    markets: z.array(market.strict()).min(1).default(DEMO_CONFIG.markets),
    features,
    /** The merchant's words over the catalogues', per locale: `{ 'de-DE': { 'common.footer.tagline': '…' } }`. */
    messages: messagesSchema.default({}),
    /** Shipping and returns for structured data (the Store API does not expose them); default: the demo's. */
    policies: policies.default(DEMO_POLICIES),
    /** Prepayment's bank account (the Store API does not expose it); default: the demo's. */
    payment: z
      .object({
        bankAccount: bankAccount.default(DEMO_BANK_ACCOUNT),
        /**
         * Origins of the payment pages the shop sends shoppers to after "Submit order" (a provider's
         * hosted checkout, `https://www.paypal.com`): the only places besides the shop a form may lead.
         */
        gateways: z.array(gatewayOrigin).max(20).default([]),
      })
      .strict()
      .default({ bankAccount: DEMO_BANK_ACCOUNT, gateways: [] }),
  })
  .strict()
  .superRefine((config, context) => {
    // One market per host and prefix: a request's host and first segment name exactly one.
    const seen = new Map<string, number>();
    config.markets.forEach((entry, index) => {
      const key = `${entry.host ?? ''}/${entry.prefix}`;
      const other = seen.get(key);
      if (other !== undefined) {
        const where = entry.host ? ` on ${entry.host}` : '';
        context.addIssue({ code: 'custom', path: ['markets', index, 'prefix'], message: `is the prefix of markets.${other}${where} too`, input: entry.prefix });
      }
      seen.set(key, index);
    });
    const locales = new Set<string>();
    config.markets.forEach((entry, index) => {
      if (locales.has(entry.locale))
        context.addIssue({ code: 'custom', path: ['markets', index, 'locale'], message: 'has a market already', input: entry.locale });
      locales.add(entry.locale);
    });
  });

/** What a merchant writes (every key optional); `messages` typed by the catalogue. */
export type AisleConfigInput = Omit<z.input<typeof configSchema>, 'messages'> & { messages?: MessagesByLocale };
export type AisleConfig = z.output<typeof configSchema>;
