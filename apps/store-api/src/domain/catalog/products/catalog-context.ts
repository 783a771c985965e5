// Per-request facts product serialisation needs: language chain, price context, base URLs.
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

export async function catalogContext(db: Queryable, ctx: RequestContext, mediaBaseUrl: string, includeSeoUrls: boolean): Promise<CatalogContext> {
  const [row] = await db.query<{ factor: string; decimals: number; default_id: string; display_gross: boolean; locale_code: string }>(
    `SELECT c.factor::text AS factor, c.decimals, (SELECT id FROM currency WHERE is_system_default LIMIT 1) AS default_id,
            (SELECT display_gross FROM customer_group WHERE id = coalesce((SELECT customer_group_id FROM customer WHERE id = $4 AND active), $2)) AS display_gross,
            (SELECT l.code FROM language g JOIN locale l ON l.id = g.locale_id WHERE g.id = $3) AS locale_code
       FROM currency c WHERE c.id = $1`,
    [ctx.currencyId, ctx.salesChannel.customer_group_id, ctx.languageId, ctx.payload.customerId ?? ''],
  );
  if (!row) throw new Error(`Currency ${ctx.currencyId} is missing.`);
  return {
    chain: ctx.chain,
    languageId: ctx.languageId,
    localeCode: row.locale_code ?? 'en-GB',
    salesChannelId: ctx.salesChannel.id,
    price: {
      currencyId: ctx.currencyId,
      defaultCurrencyId: row.default_id,
      currencyFactor: row.factor,
      decimals: row.decimals,
      displayGross: row.display_gross !== false,
    },
    mediaBaseUrl,
    includeSeoUrls,
    navigationCategoryId: ctx.salesChannel.navigation_category_id,
  };
}
