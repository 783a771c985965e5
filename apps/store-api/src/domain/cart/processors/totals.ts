// The totals (Shopware's AmountCalculator), last: the position price of the goods and discounts, the taxes
// of every line and the shipping costs per rate, and the cart's total, net price and payment transaction.
import { fromMinor } from '../../pricing/money.ts';
import { mergeBooks, priceStruct, taxStructs } from '../taxes.ts';
import type { PriceContext } from '../../pricing/price-context.ts';
import type { Goods } from './product-lines.ts';
import type { Promotions } from './promotions.ts';

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
