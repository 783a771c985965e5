// GA4 ecommerce events (the names and fields Google's recommended events use) built from the views
// the pages already have: product cards, the product page, cart lines and the finished order. Pure, so
// unit tests pin the shapes a tag manager will read from `window.dataLayer`.
import type { CartView } from '../cart/index.ts';
import type { ProductCardView } from '../product-data/index.ts';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
}

export interface Ga4Event {
  event: string;
  ecommerce: {
    currency: string;
    value?: number;
    items: Ga4Item[];
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    shipping_tier?: string;
    payment_type?: string;
  };
}

interface Option {
  group: string;
  option: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** "Colour: Navy / Size: L": one text for a variant's options, as `item_variant` wants it. */
function variantText(options: readonly Option[]): string | undefined {
  return options.length > 0 ? options.map(({ group, option }) => `${group}: ${option}`).join(' / ') : undefined;
}

/** The same text from a product page's options, which list each group's values ("Colour: Navy / Size: L"). */
export function detailVariantText(options: readonly { group: string; values: readonly string[] }[]): string | undefined {
  return variantText(options.filter(({ values }) => values.length > 0).map(({ group, values }) => ({ group, option: values.join(', ') })));
}

export function cardItem(card: ProductCardView, extra: Partial<Ga4Item> = {}): Ga4Item {
  return { item_id: card.productNumber || card.id, item_name: card.name, price: round(card.price.unitPrice), quantity: 1, ...extra };
}

/** A cart or order line (both carry number, label, unit price, quantity and the variant's options). */
interface LineLike {
  id: string;
  productNumber: string | null;
  label: string;
  unitPrice: number;
  quantity: number;
  options: readonly Option[];
}

export function lineItem(line: LineLike, quantity = line.quantity): Ga4Item {
  const variant = variantText(line.options);
  return {
    item_id: line.productNumber ?? line.id,
    item_name: line.label,
    price: round(line.unitPrice),
    quantity,
    ...(variant ? { item_variant: variant } : {}),
  };
}

function valueOf(items: readonly Ga4Item[]): number {
  return round(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** An event about some items (view_item, add_to_cart, select_item …): value is their total. */
export function itemsEvent(event: string, currency: string, items: Ga4Item[], extra: Partial<Ga4Event['ecommerce']> = {}): Ga4Event {
  return { event, ecommerce: { currency, value: valueOf(items), items, ...extra } };
}

export function listEvent(event: 'view_item_list' | 'select_item', currency: string, listName: string, items: Ga4Item[]): Ga4Event {
  return { event, ecommerce: { currency, item_list_name: listName, items: items.map((item) => ({ ...item, item_list_name: listName })) } };
}

/** view_cart, begin_checkout, add_shipping_info, add_payment_info: the cart's product lines and total. */
export function cartEvent(event: string, currency: string, cart: Pick<CartView, 'lines' | 'total'>, extra: Partial<Ga4Event['ecommerce']> = {}): Ga4Event {
  return { event, ecommerce: { currency, value: round(cart.total), items: cart.lines.map((line) => lineItem(line)), ...extra } };
}

export interface OrderForAnalytics {
  orderNumber: string;
  amountTotal: number;
  currency: string;
  shipping: number;
  taxes: readonly { tax: number }[];
  lineItems: readonly {
    id: string;
    label: string;
    productNumber: string | null;
    type: string;
    quantity: number;
    unitPrice: number;
    options: readonly Option[];
  }[];
}

/** purchase: the order number as transaction id, its total, tax and shipping, its product lines. */
export function purchaseEvent(order: OrderForAnalytics): Ga4Event {
  const items = order.lineItems.filter((line) => line.type === 'product').map((line) => lineItem(line));
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: order.currency,
      value: round(order.amountTotal),
      tax: round(order.taxes.reduce((sum, tax) => sum + tax.tax, 0)),
      shipping: round(order.shipping),
      items,
    },
  };
}
