// The shipping and payment methods a sales channel offers; with `onlyAvailable` only those whose
// availability rule the current cart meets (country, goods total, physical items).
import type { Database, Queryable } from '../../db/database.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import type { RequestContext } from '../context/session.ts';
import type { DeliveryTimeRow, PaymentMethodRow, ShippingMethodRow } from '../system/rows.ts';
import { readCart } from './cart-service.ts';
import { ruleMatches } from './processors/deliveries.ts';
import type { AvailabilityRule, CartFacts } from './types.ts';

/** What availability rules look at in a calculated cart (goods total in the default currency). */
export function factsOfCart(calculated: Record<string, unknown>, countryIso: string, currencyFactor: number | string): CartFacts {
  const cart = calculated as { price: { positionPrice: number }; lineItems: Array<{ states?: string[]; type: string }> };
  return {
    countryIso,
    goodsTotal: cart.price.positionPrice / Number(currencyFactor),
    hasPhysicalItems: cart.lineItems.some((item) => item.type === 'product' && !(item.states ?? []).includes('is-download')),
  };
}

/** What availability rules look at, taken from the current (recalculated) cart. */
export async function cartFacts(db: Database, ctx: RequestContext, cc: CatalogContext): Promise<CartFacts> {
  const result = await readCart(db, ctx, cc);
  const [country] = await db.query<{ iso: string }>('SELECT iso FROM country WHERE id = $1', [ctx.payload.countryId ?? ctx.salesChannel.country_id]);
  return factsOfCart(result.cart, country?.iso ?? '', cc.price.currencyFactor);
}

type OfferedShippingMethod = ShippingMethodRow & { availability: AvailabilityRule; assigned: boolean };

export interface OfferedShippingMethods {
  methods: OfferedShippingMethod[];
  deliveryTimes: DeliveryTimeRow[];
}

/** Active shipping methods of the channel by position (all of them without facts). */
export async function offeredShippingMethods(db: Queryable, salesChannelId: string, facts: CartFacts | undefined): Promise<OfferedShippingMethods> {
  const rows = await db.query<OfferedShippingMethod>(
    'SELECT m.*, true AS assigned FROM shipping_method m JOIN sales_channel_shipping_method s ON s.shipping_method_id = m.id WHERE s.sales_channel_id = $1 AND m.active ORDER BY m.position, m.id',
    [salesChannelId],
  );
  const deliveryTimes = await db.query<DeliveryTimeRow>('SELECT * FROM delivery_time');
  return { methods: rows.filter((row) => !facts || ruleMatches(row.availability, facts)), deliveryTimes };
}

/** Active payment methods of the channel, the current one first (all of them without facts). */
export async function offeredPaymentMethods(
  db: Queryable,
  salesChannelId: string,
  currentId: string,
  facts: CartFacts | undefined,
): Promise<PaymentMethodRow[]> {
  const rows = await db.query<PaymentMethodRow & { availability: AvailabilityRule }>(
    `SELECT m.* FROM payment_method m JOIN sales_channel_payment_method s ON s.payment_method_id = m.id WHERE s.sales_channel_id = $1 AND m.active
      ORDER BY (m.id = $2) DESC, m.position, m.id`,
    [salesChannelId, currentId],
  );
  return rows.filter((row) => !facts || ruleMatches(row.availability, facts));
}
