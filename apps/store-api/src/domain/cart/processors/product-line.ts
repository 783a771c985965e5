// One product line (Shopware's QuantityPriceCalculator for a product item): the price of the tier its
// quantity falls in, its total and tax in minor units, and the line as the Store API sends it
// (cart_line_item with its product payload, price definition, delivery and quantity information).
import { toMinor } from '../../pricing/money.ts';
import { calculatedPrice, priceForQuantity } from '../../pricing/product-price.ts';
import type { PriceContext } from '../../pricing/price-context.ts';
import { addTax, type TaxBook } from '../taxes.ts';
import type { CartItemInput, CartProduct } from '../types.ts';

export interface ProductLine {
  item: CartItemInput;
  product: CartProduct;
  /** The line's total in minor units, gross or net as the cart displays prices. */
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

export function productLine(item: CartItemInput, product: CartProduct, context: PriceContext): ProductLine {
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
