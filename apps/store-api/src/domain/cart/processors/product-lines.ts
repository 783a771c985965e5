// The product processor (Shopware's ProductCartProcessor), first in the cart's order: every product item
// becomes a line (product-line.ts) with its quantity corrected by the product's rules; an item whose
// product is gone becomes a cart error, and only product items stay in the cart.
import { cartError, LEVEL, type CartError } from '../cart-error.ts';
import { validateQuantity } from '../quantity.ts';
import type { CalculationInput, CartItemInput } from '../types.ts';
import { productLine, type ProductLine } from './product-line.ts';

export interface ProductLines {
  lines: ProductLine[];
  /** The stored items that stay: product items only, with their corrected quantities. */
  items: CartItemInput[];
  errors: CartError[];
}

export function processProductLines(input: CalculationInput): ProductLines {
  const result: ProductLines = { lines: [], items: [], errors: [] };
  for (const item of input.data.items) {
    if (item.type !== 'product') continue;
    const product = input.products.get(item.referencedId);
    if (!product) {
      const id = item.referencedId;
      result.errors.push(cartError('product-not-found', `product-not-found${id}`, LEVEL.error, true, `The product ${id} could not be found.`, { id }));
      continue;
    }
    if (product.hasVariants) continue; // only variants can be bought
    const checked = validateQuantity(product.id, product.name, item.quantity, {
      minPurchase: product.minPurchase,
      purchaseSteps: product.purchaseSteps,
      maxPurchase: product.calculatedMaxPurchase,
    });
    result.errors.push(...checked.errors);
    if (checked.quantity === 0) continue;
    const kept = { ...item, quantity: checked.quantity };
    result.items.push(kept);
    result.lines.push(productLine(kept, product, input.price));
  }
  return result;
}
