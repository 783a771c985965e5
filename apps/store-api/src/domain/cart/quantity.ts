// Quantity rules for product line items (ProductCartProcessor::validateStock): quantities are
// corrected, never refused, and every correction is reported as a cart error.
import { cartError, LEVEL, type CartError } from './cart-error.ts';

export interface QuantityRules {
  minPurchase: number;
  purchaseSteps: number;
  /** The product's calculatedMaxPurchase (max purchase or cart maximum, capped by closeout stock, on the step grid). */
  maxPurchase: number;
}

export interface QuantityResult {
  /** 0 = the item is removed. */
  quantity: number;
  errors: CartError[];
}

export function validateQuantity(productId: string, name: string, requested: number, rules: QuantityRules): QuantityResult {
  const min = Math.max(rules.minPurchase, 1);
  const steps = Math.max(rules.purchaseSteps, 1);
  const max = Math.max(rules.maxPurchase, 0);
  if (max < min) {
    return {
      quantity: 0,
      errors: [
        cartError('product-out-of-stock', `product-out-of-stock${productId}`, LEVEL.error, true, `The product ${name} is not available any more.`, {
          name,
          id: productId,
        }),
      ],
    };
  }
  if (requested > max) {
    return {
      quantity: max,
      errors: [
        cartError('product-stock-reached', `product-stock-reached${productId}`, LEVEL.warning, true, `The product ${name} is only available ${max} times.`, {
          name,
          quantity: max,
        }),
      ],
    };
  }
  if (requested < min) {
    return {
      quantity: min,
      errors: [
        cartError(
          'min-order-quantity',
          `min-order-quantity${productId}`,
          LEVEL.warning,
          true,
          `The quantity of ${name} was raised to the minimum order quantity of ${min}.`,
          { name, quantity: min },
        ),
      ],
    };
  }
  const offGrid = (requested - min) % steps;
  if (offGrid !== 0) {
    const snapped = requested - offGrid;
    return {
      quantity: snapped,
      errors: [
        cartError(
          'purchase-steps-quantity',
          `purchase-steps-quantity${productId}`,
          LEVEL.warning,
          true,
          `The quantity of ${name} was changed to ${snapped} to match the purchase steps.`,
          { name, quantity: snapped },
        ),
      ],
    };
  }
  return { quantity: requested, errors: [] };
}
