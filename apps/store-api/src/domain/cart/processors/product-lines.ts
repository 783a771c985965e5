// The product processor (Shopware's ProductCartProcessor), first in the cart's order: every product item
// becomes a line with its quantity corrected by the product's rules; an item whose product is gone becomes
// a cart error, and only product items stay in the cart. The goods of the lines are summed once after them.
import { addTax, calculatedPrice, mergeBooks, priceForQuantity, toMinor, type TaxBook } from '../../pricing/money.ts';
import type { PriceContext } from '../../pricing/price-context.ts';
import { cartError, LEVEL, type CartError } from '../cart-error.ts';
import type { CalculationInput, CartFacts, CartItemInput, CartProduct } from '../types.ts';

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

// Quantity rules for product line items (ProductCartProcessor::validateStock): quantities are
// corrected, never refused, and every correction is reported as a cart error.
interface QuantityRules {
  minPurchase: number;
  purchaseSteps: number;
  /** The product's calculatedMaxPurchase (max purchase or cart maximum, capped by closeout stock, on the step grid). */
  maxPurchase: number;
}

interface QuantityResult {
  /** 0 = the item is removed. */
  quantity: number;
  errors: CartError[];
}

export function validateQuantity(productId: string, name: string, requested: number, rules: QuantityRules): QuantityResult {
  const min = Math.max(rules.minPurchase, 1);
  const steps = Math.max(rules.purchaseSteps, 1);
  const max = Math.max(rules.maxPurchase, 0);
  const corrected = (quantity: number, key: string, level: CartError['level'], message: string, parameters: CartError['parameters']) => ({
    quantity,
    errors: [cartError(key, `${key}${productId}`, level, true, message, parameters)],
  });
  if (max < min) return corrected(0, 'product-out-of-stock', LEVEL.error, `The product ${name} is not available any more.`, { name, id: productId });
  if (requested > max) {
    return corrected(max, 'product-stock-reached', LEVEL.warning, `The product ${name} is only available ${max} times.`, { name, quantity: max });
  }
  if (requested < min) {
    const message = `The quantity of ${name} was raised to the minimum order quantity of ${min}.`;
    return corrected(min, 'min-order-quantity', LEVEL.warning, message, { name, quantity: min });
  }
  const offGrid = (requested - min) % steps;
  if (offGrid === 0) return { quantity: requested, errors: [] };
  const snapped = requested - offGrid;
  const message = `The quantity of ${name} was changed to ${snapped} to match the purchase steps.`;
  return corrected(snapped, 'purchase-steps-quantity', LEVEL.warning, message, { name, quantity: snapped });
}

// One product line (Shopware's QuantityPriceCalculator for a product item): the price of the tier its
// quantity falls in, its total and tax in minor units, and the line as the Store API sends it
// (cart_line_item with its product payload, price definition, delivery and quantity information).
export interface ProductLine {
  item: CartItemInput;
  product: CartProduct;
  /** The line's total in minor units, gross or net as the cart displays prices. */
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

function productLine(item: CartItemInput, product: CartProduct, context: PriceContext): ProductLine {
  const price = calculatedPrice(priceForQuantity(product.price, product.tiers, item.quantity), item.quantity, product.taxRate, context);
  const total = toMinor(price.totalPrice, context.decimals);
  const tax = toMinor(price.calculatedTaxes[0]?.tax ?? 0, context.decimals);
  const taxes: TaxBook = new Map();
  addTax(taxes, product.taxRate, total, tax);
  const json = {
    id: item.id,
    referencedId: product.id,
    type: 'product',
    label: product.name,
    quantity: item.quantity,
    good: true,
    removable: true,
    stackable: true,
    modified: false,
    states: [product.isDownload ? 'is-download' : 'is-physical'],
    // The schema types the payload as a product (id, name, number, tax, stock, options).
    payload: {
      options: [],
      ...product.payload,
      id: product.id,
      type: product.isDownload ? 'digital' : 'physical',
      name: product.name,
      productNumber: product.productNumber,
      taxId: product.taxId,
      stock: product.stock,
      isCloseout: product.isCloseout,
      parentId: product.parentId,
    },
    priceDefinition: {
      type: 'quantity',
      price: price.unitPrice,
      quantity: item.quantity,
      taxRules: price.taxRules,
      isCalculated: true,
      listPrice: price.listPrice ?? undefined,
      apiAlias: 'cart_price_quantity',
    },
    price,
    cover: product.cover,
    deliveryInformation: {
      stock: product.stock,
      weight: product.weight ?? 0,
      freeDelivery: product.shippingFree,
      restockTime: null,
      deliveryTime: product.deliveryTime ? { ...product.deliveryTime, apiAlias: 'cart_delivery_time' } : null,
      height: null,
      width: null,
      length: null,
      apiAlias: 'cart_delivery_information',
    },
    quantityInformation: {
      minPurchase: product.minPurchase,
      maxPurchase: product.calculatedMaxPurchase,
      purchaseSteps: product.purchaseSteps,
      apiAlias: 'cart_quantity_information',
    },
    children: [],
    uniqueIdentifier: item.id,
    apiAlias: 'cart_line_item',
  };
  return { item, product, total, taxes, json };
}

// The goods of a cart, summed once after the product lines: their total, their weights per tax rate, the
// physical lines and the facts that method rules and promotion conditions test.
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
