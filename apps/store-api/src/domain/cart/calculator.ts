// The cart calculation (pure), as Shopware computes a cart: processors run in order, each taking what the
// ones before it produced — product lines → deliveries → promotions → payment → totals — all in minor
// units (docs/adr/0055-the-cart-as-processors.md). The first three have a file each in processors/; this
// file runs them, holds the two short last steps and assembles the cart.
import { fromMinor, mergeBooks, priceStruct, taxStructs } from '../pricing/money.ts';
import type { PriceContext } from '../pricing/price-context.ts';
import { methodBlocked, serializeErrors, type CartError } from './cart-error.ts';
import { processDeliveries, ruleMatches } from './processors/deliveries.ts';
import { goodsOf, processProductLines, type Goods } from './processors/product-lines.ts';
import { processPromotions, type Promotions } from './processors/promotions.ts';
import type { CalculationInput, CartData, CartFacts } from './types.ts';

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

// The payment processor, fourth: the chosen payment method must be active, offered and allowed for this
// cart by its rule (a cash-on-delivery method for physical goods only, say; the rule is read as the shipping
// method's, in processors/deliveries.ts); otherwise the cart says so and cannot be ordered. The engine charges
// no payment surcharges.
export function processPayment(payment: CalculationInput['payment'], facts: CartFacts): CartError[] {
  return payment.active && ruleMatches(payment.availability, facts) ? [] : [methodBlocked('payment', payment.name)];
}

// The totals (Shopware's AmountCalculator), last: the position price of the goods and discounts, the taxes
// of every line and the shipping costs per rate, and the cart's total, net price and payment transaction.
export interface Totals {
  price: Record<string, unknown>;
  /** The amount the payment transaction carries (calculated_price). */
  transactionAmount: ReturnType<typeof priceStruct>;
}

export function cartTotals(goods: Goods, promotions: Promotions, context: PriceContext): Totals {
  const d = context.decimals;
  const gross = context.displayGross;
  const { shippingTotal, shippingTaxes } = promotions.shipping;
  const positionPrice = goods.total + promotions.lines.reduce((sum, line) => sum + line.total, 0);
  const allTaxes = mergeBooks(...goods.lines.map((line) => line.taxes), ...promotions.lines.map((line) => line.taxes), shippingTaxes);
  const { calculatedTaxes, taxRules, taxTotal } = taxStructs(allTaxes, d);
  const sum = positionPrice + shippingTotal;
  const totalPrice = gross ? sum : sum + taxTotal;
  const netPrice = gross ? sum - taxTotal : sum;
  return {
    price: {
      netPrice: fromMinor(netPrice, d),
      totalPrice: fromMinor(totalPrice, d),
      calculatedTaxes,
      taxRules,
      positionPrice: fromMinor(positionPrice, d),
      rawTotal: fromMinor(totalPrice, d),
      taxStatus: gross ? 'gross' : 'net',
      apiAlias: 'cart_price',
    },
    transactionAmount: priceStruct(totalPrice, 1, totalPrice, allTaxes, d),
  };
}
