// Shipping costs before checkout (Shopware 6.7.11's /shipping-cost/product/{id} and /shipping-cost/cart):
// what each shipping method would cost, and when it would arrive, for one product alone or for the
// current cart, without changing the stored cart or the context's method. Each method is a separate
// what-if calculation by the same calculator the cart uses. For a product, promotions are left out (as
// Shopware skips them) and its quantity is 1; for the cart the methods are those its availability rules
// allow, for a product those a cart of that product alone would be allowed.
import type { Queryable } from '../../db/database.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import type { RequestContext } from '../context/session.ts';
import { errors } from '../errors.ts';
import { requireUuid } from '../ids.ts';
import { addTax, fromMinor, priceStruct, toMinor, unitAmounts, type TaxBook } from '../pricing/money.ts';
import type { PriceContext } from '../pricing/price-context.ts';
import { calculateCart } from './calculator.ts';
import { calculationInput, shippingMethodInput } from './cart-inputs.ts';
import { loadCartData } from './cart-store.ts';
import { factsOfCart, offeredShippingMethods } from './methods.ts';
import { ruleMatches } from './processors/deliveries.ts';
import type { CalculationInput, CartData, ShippingPriceRange } from './types.ts';

interface CalculatedShippingCost {
  totalPrice: number;
  calculatedTaxes: Array<{ tax: number; taxRate: number; price: number }>;
}

interface Delivery {
  deliveryDate: { earliest: string; latest: string };
  shippingCosts: CalculatedShippingCost;
}

/** Shopware's price calculation types of a shipping price row: 1 by line item count, 2 by cart price. */
const CALCULATION = { quantity: 1, price: 2 } as const;

/**
 * The method's price rows (Shopware's `prices` association, which these routes load), in the context's
 * currency. The engine keeps cart-price thresholds in the default currency and converts the cart; the
 * rows give them converted, so a client reads "free from 50" in the money it shows.
 */
function priceRows(methodId: string, ranges: readonly ShippingPriceRange[], price: PriceContext) {
  const factor = Number(price.currencyFactor);
  const threshold = (value: number, calculation: ShippingPriceRange['calculation']) =>
    calculation === 'price' ? Math.round(value * factor * 100) / 100 : value;
  return ranges.map((range) => {
    const amounts = unitAmounts(range.price, price);
    return {
      id: range.id,
      shippingMethodId: methodId,
      calculation: CALCULATION[range.calculation],
      quantityStart: threshold(range.start, range.calculation),
      quantityEnd: range.end === null ? undefined : threshold(range.end, range.calculation),
      currencyPrice: [
        {
          currencyId: price.currencyId,
          gross: fromMinor(amounts.gross, price.decimals),
          net: fromMinor(amounts.net, price.decimals),
          linked: false,
          apiAlias: 'price',
        },
      ],
      apiAlias: 'shipping_method_price',
    };
  });
}

/** All deliveries' costs together (a delivery promotion is a delivery of its own, with a negative cost). */
function summedCosts(deliveries: readonly Delivery[], decimals: number) {
  const book: TaxBook = new Map();
  let total = 0;
  for (const { shippingCosts } of deliveries) {
    total += toMinor(shippingCosts.totalPrice, decimals);
    for (const tax of shippingCosts.calculatedTaxes) addTax(book, tax.taxRate, toMinor(tax.price, decimals), toMinor(tax.tax, decimals));
  }
  return priceStruct(total, 1, total, book, decimals);
}

async function costsPerMethod(db: Queryable, ctx: RequestContext, cc: CatalogContext, input: CalculationInput, data: CartData) {
  const facts = factsOfCart(calculateCart(input).cart, input.shippingLocation.countryIso, cc.price.currencyFactor);
  const { methods } = await offeredShippingMethods(db, ctx.salesChannel.id, facts);
  const costs = [];
  for (const row of methods.filter((method) => ruleMatches(method.availability, facts))) {
    const method = await shippingMethodInput(db, row, cc);
    const result = calculateCart({ ...input, data, shipping: method.shipping, shippingMethodEntity: method.entity });
    const deliveries = (result.cart.deliveries ?? []) as Delivery[];
    const primary = deliveries[0];
    if (!primary) continue;
    costs.push({
      shippingCost: summedCosts(deliveries, cc.price.decimals),
      deliveryDate: primary.deliveryDate,
      shippingMethod: { ...method.entity, prices: priceRows(row.id, method.shipping.prices, cc.price) },
      // Shopware's default alias of a struct: its class name in snake case.
      apiAlias: 'shopware_core_checkout_cart_delivery_struct_shipping_cost',
    });
  }
  return costs;
}

/** GET /shipping-cost/cart: the current cart under each method it may use (empty without physical items). */
export async function cartShippingCosts(db: Queryable, ctx: RequestContext, cc: CatalogContext) {
  const data = await loadCartData(db, ctx.token);
  return costsPerMethod(db, ctx, cc, await calculationInput(db, ctx, cc, data), data);
}

/** GET /shipping-cost/product/{productId}: a cart of this product alone, without promotions; 404 for a product not sold here. */
export async function productShippingCosts(db: Queryable, ctx: RequestContext, cc: CatalogContext, productId: unknown) {
  const id = requireUuid(productId);
  const data: CartData = { items: [{ id, type: 'product', referencedId: id, quantity: 1 }], addedCodes: [], blockedPromotionIds: [] };
  const input = await calculationInput(db, ctx, cc, data);
  if (!input.products.has(id)) throw errors.productNotFound(id);
  return costsPerMethod(db, ctx, cc, { ...input, codePromotions: new Map(), automaticPromotions: [] }, data);
}
