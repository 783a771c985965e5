// Per-request facts product serialisation needs: language chain, price context, base URLs.
import { memo } from '../../../cache-store.ts';
import type { Queryable } from '../../../db/database.ts';
import type { RequestContext } from '../../context/session.ts';
import type { PriceContext } from '../../pricing/price-context.ts';
import type { LanguageChain } from '../../translation.ts';

export interface CatalogContext {
  chain: LanguageChain;
  languageId: string;
  /** Locale code of the request language (labels such as sortings are keyed by it). */
  localeCode: string;
  salesChannelId: string;
  price: PriceContext;
  mediaBaseUrl: string;
  includeSeoUrls: boolean;
  /** Sales-channel navigation entry points (main, footer, service) for breadcrumbs / seoCategory. */
  navigationCategoryId: string;
}

/**
 * The small tables every request's context reads (currencies, customer groups, locales), memoised
 * like the other reference data (cache-store.ts; `forget` after writes): they cost a query per
 * request, twice with a cached read, for facts that change with an operator's write at most.
 */
export interface ContextReference {
  currencies: ReadonlyMap<string, { factor: string; decimals: number }>;
  defaultCurrencyId: string | undefined;
  /** Customer group id → display_gross. */
  displayGross: ReadonlyMap<string, boolean>;
  /** Language id → its locale's code. */
  localeCodes: ReadonlyMap<string, string>;
}

/** Short: a write on another engine of a fleet (which `forget` does not reach here) is seen this late at most. */
const REFERENCE_TTL_MS = 10_000;

type ContextFacts = Pick<PriceContext, 'defaultCurrencyId' | 'currencyFactor' | 'decimals' | 'displayGross'> & { localeCode: string };

function contextReference(db: Queryable): Promise<ContextReference> {
  return memo(db, 'catalog-context-reference', REFERENCE_TTL_MS, async () => {
    const currencies = await db.query<{ id: string; factor: string; decimals: number }>('SELECT id, factor::text AS factor, decimals FROM currency');
    const [fallback] = await db.query<{ id: string }>('SELECT id FROM currency WHERE is_system_default LIMIT 1');
    const groups = await db.query<{ id: string; display_gross: boolean | null }>('SELECT id, display_gross FROM customer_group');
    const locales = await db.query<{ id: string; code: string }>('SELECT g.id, l.code FROM language g JOIN locale l ON l.id = g.locale_id');
    return {
      currencies: new Map(currencies.map((row) => [row.id, { factor: row.factor, decimals: row.decimals }])),
      defaultCurrencyId: fallback?.id,
      displayGross: new Map(groups.map((row) => [row.id, row.display_gross !== false])),
      localeCodes: new Map(locales.map((row) => [row.id, row.code])),
    };
  });
}

/**
 * The request's facts from the memoised tables, or undefined when one of them is not there (a
 * currency, group or language created after the memo was filled): then they are read from the database.
 */
export function factsFromReference(
  reference: ContextReference,
  request: { currencyId: string; customerGroupId: string; languageId: string },
): ContextFacts | undefined {
  const currency = reference.currencies.get(request.currencyId);
  const displayGross = reference.displayGross.get(request.customerGroupId);
  const localeCode = reference.localeCodes.get(request.languageId);
  if (!currency || reference.defaultCurrencyId === undefined || displayGross === undefined || localeCode === undefined) return undefined;
  return { defaultCurrencyId: reference.defaultCurrencyId, currencyFactor: currency.factor, decimals: currency.decimals, displayGross, localeCode };
}

/** The group whose price display applies: a logged-in, active customer's, else the sales channel's. */
async function customerGroupId(db: Queryable, ctx: RequestContext): Promise<string> {
  const customerId = ctx.payload.customerId;
  if (!customerId) return ctx.salesChannel.customer_group_id;
  const [row] = await db.query<{ customer_group_id: string | null }>('SELECT customer_group_id FROM customer WHERE id = $1 AND active', [customerId]);
  return row?.customer_group_id ?? ctx.salesChannel.customer_group_id;
}

async function factsFromDatabase(db: Queryable, ctx: RequestContext): Promise<ContextFacts> {
  const [row] = await db.query<{ factor: string; decimals: number; default_id: string; display_gross: boolean; locale_code: string }>(
    `SELECT c.factor::text AS factor, c.decimals, (SELECT id FROM currency WHERE is_system_default LIMIT 1) AS default_id,
            (SELECT display_gross FROM customer_group WHERE id = coalesce((SELECT customer_group_id FROM customer WHERE id = $4 AND active), $2)) AS display_gross,
            (SELECT l.code FROM language g JOIN locale l ON l.id = g.locale_id WHERE g.id = $3) AS locale_code
       FROM currency c WHERE c.id = $1`,
    [ctx.currencyId, ctx.salesChannel.customer_group_id, ctx.languageId, ctx.payload.customerId ?? ''],
  );
  if (!row) throw new Error(`Currency ${ctx.currencyId} is missing.`);
  return {
    defaultCurrencyId: row.default_id,
    currencyFactor: row.factor,
    decimals: row.decimals,
    displayGross: row.display_gross !== false,
    localeCode: row.locale_code ?? 'en-GB',
  };
}

export async function catalogContext(db: Queryable, ctx: RequestContext, mediaBaseUrl: string, includeSeoUrls: boolean): Promise<CatalogContext> {
  const [reference, groupId] = await Promise.all([contextReference(db), customerGroupId(db, ctx)]);
  const facts =
    factsFromReference(reference, { currencyId: ctx.currencyId, customerGroupId: groupId, languageId: ctx.languageId }) ?? (await factsFromDatabase(db, ctx));
  return {
    chain: ctx.chain,
    languageId: ctx.languageId,
    localeCode: facts.localeCode,
    salesChannelId: ctx.salesChannel.id,
    price: {
      currencyId: ctx.currencyId,
      defaultCurrencyId: facts.defaultCurrencyId,
      currencyFactor: facts.currencyFactor,
      decimals: facts.decimals,
      displayGross: facts.displayGross,
    },
    mediaBaseUrl,
    includeSeoUrls,
    navigationCategoryId: ctx.salesChannel.navigation_category_id,
  };
}
