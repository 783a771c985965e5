// The cart calculation (pure), as Shopware computes a cart: processors run in order, each taking what the
// ones before it produced — product lines → deliveries → promotions → payment → totals — all in minor
// units (docs/adr/0055-the-cart-as-processors.md). This file only runs them and assembles the cart.
import { serializeErrors, type CartError } from './cart-error.ts';
import { processDeliveries } from './processors/deliveries.ts';
import { goodsOf, processProductLines } from './processors/product-lines.ts';
import { processPayment } from './processors/payment.ts';
import { processPromotions } from './processors/promotions.ts';
import { cartTotals } from './processors/totals.ts';
import type { CalculationInput, CartData } from './types.ts';

export interface CalculationResult {
  cart: Record<string, unknown>;
  data: CartData;
  errors: CartError[];
}

export function calculateCart(input: CalculationInput): CalculationResult {
  const products = processProductLines(input);
  const goods = goodsOf(products.lines, input);
  const shipping = processDeliveries(input, goods);
  const promotions = processPromotions(input, goods, shipping);
  const payment = processPayment(input.payment, goods.facts);
  const totals = cartTotals(goods, promotions, input.price);
  const errors = [...products.errors, ...promotions.shipping.errors, ...promotions.errors, ...payment];
  const data: CartData = {
    ...input.data,
    items: products.items,
    addedCodes: promotions.addedCodes,
    blockedPromotionIds: [...input.data.blockedPromotionIds],
    discountIds: promotions.discountIds,
  };
  return {
    data,
    errors,
    cart: {
      token: input.token,
      name: 'sales-channel',
      price: totals.price,
      lineItems: [...goods.lines.map((line) => line.json), ...promotions.lines.map((line) => line.json)],
      errors: serializeErrors(errors),
      deliveries: promotions.shipping.deliveries,
      transactions: goods.lines.length > 0 ? [{ paymentMethodId: input.payment.id, amount: totals.transactionAmount, apiAlias: 'cart_transaction' }] : [],
      modified: false,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
      extensions: { 'cart-promotions': { addedCodes: data.addedCodes, blockedPromotionIds: data.blockedPromotionIds } },
      apiAlias: 'cart',
    },
  };
}

/** Whether a calculated cart may be ordered (no blocking error). */
export function blockingErrors(errors: readonly CartError[]): CartError[] {
  return errors.filter((error) => error.block);
}
