// A product line as the Store API sends it (cart_line_item with its product payload, price definition,
// delivery and quantity information).
import type { calculatedPrice } from '../../pricing/product-price.ts';
import type { CartItemInput, CartProduct } from '../types.ts';

export function productLineJson(item: CartItemInput, product: CartProduct, price: ReturnType<typeof calculatedPrice>): Record<string, unknown> {
  return {
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
}
