// The goods of a cart, summed once after the product lines: their total, their weights per tax rate, the
// physical lines and the facts that method rules and promotion conditions test.
import type { CartFacts } from '../availability.ts';
import { mergeBooks, type TaxBook } from '../taxes.ts';
import type { CalculationInput } from '../types.ts';
import type { ProductLine } from './product-line.ts';

export interface Goods {
  lines: ProductLine[];
  /** Minor units, gross or net as the cart displays prices. */
  total: number;
  /** Line totals per tax rate: discounts and shipping costs are split over the rates by these weights. */
  taxWeights: TaxBook;
  physical: ProductLine[];
  facts: CartFacts;
}

export function goodsOf(lines: ProductLine[], input: Pick<CalculationInput, 'price' | 'shippingLocation'>): Goods {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const physical = lines.filter((line) => !line.product.isDownload);
  return {
    lines,
    total,
    taxWeights: mergeBooks(...lines.map((line) => line.taxes)),
    physical,
    facts: {
      countryIso: input.shippingLocation.countryIso,
      // Rule thresholds are in the default currency; an approximate conversion is fine for a comparison.
      goodsTotal: total / 10 ** input.price.decimals / Number(input.price.currencyFactor),
      hasPhysicalItems: physical.length > 0,
    },
  };
}
