// The product processor (Shopware's ProductCartProcessor), first in the cart's order: every product item
// becomes a line with its quantity corrected by the product's rules, the tier price for that quantity and
// its tax; an item whose product is gone becomes a cart error. What later processors read from the goods
// (their total, tax weights, physical lines, the facts rules test) is summed here once.
import { toMinor } from '../../pricing/money.ts';
import { calculatedPrice, priceForQuantity } from '../../pricing/product-price.ts';
import type { PriceContext } from '../../pricing/price-context.ts';
import type { CartFacts } from '../availability.ts';
import { cartError, LEVEL, type CartError } from '../cart-error.ts';
import { validateQuantity } from '../quantity.ts';
import { addTax, mergeBooks, type TaxBook } from '../taxes.ts';
import type { CalculationInput, CartItemInput, CartProduct } from '../types.ts';
import { productLineJson } from './product-line-json.ts';

export interface ProductLine {
  item: CartItemInput;
  product: CartProduct;
  /** The line's total in minor units, gross or net as the cart displays prices. */
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

/** The goods of a cart: its product lines and the sums the later processors decide by. */
export interface Goods {
  lines: ProductLine[];
  /** Minor units, gross or net as the cart displays prices. */
  total: number;
  /** Line totals per tax rate: discounts and shipping costs are split over the rates by these weights. */
  taxWeights: TaxBook;
  physical: ProductLine[];
  facts: CartFacts;
}

export interface ProductLines {
  goods: Goods;
  /** The stored items that stay: product items only, with their corrected quantities. */
  items: CartItemInput[];
  errors: CartError[];
}

export function processProductLines(input: CalculationInput): ProductLines {
  const errors: CartError[] = [];
  const items: CartItemInput[] = [];
  const lines: ProductLine[] = [];
  for (const item of input.data.items) {
    if (item.type !== 'product') continue;
    const product = input.products.get(item.referencedId);
    if (!product) {
      errors.push(productNotFound(item.referencedId));
      continue;
    }
    if (product.hasVariants) continue; // only variants can be bought
    const checked = validateQuantity(product.id, product.name, item.quantity, {
      minPurchase: product.minPurchase,
      purchaseSteps: product.purchaseSteps,
      maxPurchase: product.calculatedMaxPurchase,
    });
    errors.push(...checked.errors);
    if (checked.quantity === 0) continue;
    const kept = { ...item, quantity: checked.quantity };
    items.push(kept);
    lines.push(productLine(kept, product, input.price));
  }
  return { goods: goodsOf(lines, input), items, errors };
}

function productNotFound(id: string): CartError {
  return cartError('product-not-found', `product-not-found${id}`, LEVEL.error, true, `The product ${id} could not be found.`, { id });
}

/** One line's price: the tier for its quantity, its total and its tax in minor units. */
function productLine(item: CartItemInput, product: CartProduct, context: PriceContext): ProductLine {
  const d = context.decimals;
  const prices = priceForQuantity(product.price, product.tiers, item.quantity);
  const price = calculatedPrice(prices, item.quantity, product.taxRate, context);
  const total = toMinor(price.totalPrice, d);
  const taxes: TaxBook = new Map();
  addTax(taxes, product.taxRate, total, toMinor(price.calculatedTaxes[0]?.tax ?? 0, d));
  return { item, product, total, taxes, json: productLineJson(item, product, price) };
}

function goodsOf(lines: ProductLine[], input: CalculationInput): Goods {
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
