// A price's display text, formatted on the server as the view mappers build the price (see
// PriceView.unitText and ViewContext in product-view.ts).
import type { FormatMoney } from './price-format.ts';
import type { PriceView } from './product-view.ts';

type PriceTexts = Pick<PriceView, 'unitText' | 'listText' | 'referenceText' | 'tierTexts'>;

export function priceText(price: PriceView, money: FormatMoney): PriceTexts {
  return {
    unitText: money(price.unitPrice),
    ...(typeof price.listPrice === 'number' ? { listText: money(price.listPrice) } : {}),
    ...(price.reference ? { referenceText: money(price.reference.price) } : {}),
    ...(price.tiers && price.tiers.length > 0 ? { tierTexts: price.tiers.map((tier) => money(tier.unitPrice)) } : {}),
  };
}
