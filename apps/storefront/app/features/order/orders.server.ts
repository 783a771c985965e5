// /account/order: the customer's orders from POST /order (newest first), with their line items.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { formatDay } from '../../i18n/dates.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { lineItemOptions, productPath, type LineItemOption, type ProductPaths } from '../cart/index.ts';
import { productSeoPaths } from '../cart/index.server.ts';
import { isPrepayment, canPayAgain, transactionFacts, type PaymentMethodView } from '../payment/index.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { afterOrderPaymentMethods } from '../checkout/index.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { requireCustomer } from '../account/index.server.ts';

/** A file of a digital product; Shopware grants access once the order is paid (or by the merchant). */
export interface OrderDownloadView {
  id: string;
  fileName: string;
  accessGranted: boolean;
}

interface OrderLineView {
  id: string;
  label: string;
  /** The product's number when the line is a product (analytics `item_id` of the purchase). */
  productNumber: string | null;
  /** The chosen variant options ("Colour: Navy · Size: L"). */
  options: LineItemOption[];
  /** The product page (SEO path), or null for non-products. */
  href: string | null;
  type: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  downloads: OrderDownloadView[];
}

export interface OrderView {
  id: string;
  orderNumber: string;
  /** ISO 8601 (the Store API's `orderDateTime`). */
  orderDate: string;
  /** Its day in the page's language: medium ("7 Dec 2026") in the list, long ("7 December 2026") on its page (i18n/dates.ts). */
  orderDay: { medium: string; long: string };
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  amountTotal: number;
  currency: string;
  lineItems: OrderLineView[];
  /** Unpaid and changeable: the history offers 'pay again' (payment's RetryPaymentForm). */
  payAgain: boolean;
  paymentMethodId: string;
  /** Paid in advance and not paid yet: the page shows the bank transfer details. */
  awaitingTransfer: boolean;
}

/** An order of the list, with what links it to its page and to "Order again". */
export interface OrderListEntry extends OrderView {
  /** The order page's key (/account/order/{deepLinkCode}). */
  deepLinkCode: string;
  /** Has products that "Order again" can put back into the cart. */
  reorderable: boolean;
}

export interface OrdersData {
  orders: OrderListEntry[];
  total: number;
  /** Methods for 'pay again' (only loaded when an order can be paid again). */
  paymentMethods: PaymentMethodView[];
}

type OrderLineItem = NonNullable<Schemas['Order']['lineItems']>[number];

// Real Shopware leaves out what was not asked for as an association (`media` of a download, `currency`),
// so everything below the order's own columns is optional here whatever the schema says.
function downloadViews(item: OrderLineItem): OrderDownloadView[] {
  return [...(item.downloads ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((download) => {
      const media = download.media as Partial<Schemas['Media']> | null | undefined;
      const fileName = media?.fileName ? [media.fileName, media.fileExtension].filter(Boolean).join('.') : '';
      return { id: download.id, fileName, accessGranted: download.accessGranted === true };
    });
}

/** The product ids of an order's lines (for their SEO paths). */
export function orderProductIds(orders: readonly Schemas['Order'][]): string[] {
  return orders.flatMap((order) => (order.lineItems ?? []).map((item) => item.productId ?? (item.type === 'product' ? item.referencedId : null) ?? ''));
}

export function orderView(order: Schemas['Order'], locale: Locale, paths: ProductPaths = new Map()): OrderView {
  const transaction = [...(order.transactions ?? [])].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))[0];
  const facts = transactionFacts(order);
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? '',
    orderDate: order.orderDateTime,
    orderDay: { medium: formatDay(order.orderDateTime, locale) ?? '', long: formatDay(order.orderDateTime, locale, 'long') ?? '' },
    status: getTranslatedProperty(order.stateMachineState, 'name'),
    paymentStatus: getTranslatedProperty(transaction?.stateMachineState, 'name'),
    paymentMethod: getTranslatedProperty(transaction?.paymentMethod, 'name'),
    amountTotal: order.amountTotal ?? 0,
    currency: order.currency?.isoCode ?? 'EUR',
    lineItems: (order.lineItems ?? [])
      .filter((item) => !item.parentId)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => ({
        id: item.id,
        label: item.label,
        productNumber: typeof item.payload?.productNumber === 'string' ? item.payload.productNumber : null,
        options: lineItemOptions(item.payload),
        href: item.type === 'product' || !item.type ? productPath(item.productId ?? item.referencedId, paths, locale) : null,
        type: item.type ?? 'product',
        quantity: item.quantity,
        unitPrice: item.unitPrice ?? 0,
        totalPrice: item.totalPrice ?? 0,
        downloads: downloadViews(item),
      })),
    payAgain: canPayAgain(order.stateMachineState?.technicalName ?? '', facts),
    paymentMethodId: facts?.paymentMethodId ?? '',
    awaitingTransfer: isPrepayment(transaction?.paymentMethod?.technicalName) && facts?.state !== 'paid',
  };
}

export function orderListEntry(order: Schemas['Order'], locale: Locale, paths: ProductPaths = new Map()): OrderListEntry {
  return {
    ...orderView(order, locale, paths),
    deepLinkCode: order.deepLinkCode ?? '',
    reorderable: (order.lineItems ?? []).some((item) => item.type === 'product' && !item.parentId),
  };
}

export async function loadOrders(context: Readonly<RouterContextProvider>, url: URL): Promise<OrdersData> {
  await requireCustomer(context, url);
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  try {
    const { data } = await api.invoke('readOrder post /order', {
      body: {
        limit: 25,
        'total-count-mode': 'exact',
        sort: [{ field: 'orderDateTime', order: 'DESC' }],
        associations: {
          stateMachineState: {},
          currency: {},
          lineItems: { associations: { downloads: { associations: { media: {} } } } },
          transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
        },
      },
    });
    const elements = data.orders?.elements ?? [];
    const paths = await productSeoPaths(api, orderProductIds(elements));
    const orders = elements.map((order) => orderListEntry(order, locale, paths));
    const paymentMethods = orders.some((order) => order.payAgain) ? await afterOrderPaymentMethods(api) : [];
    return { orders, total: data.orders?.total ?? orders.length, paymentMethods };
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure && failure.status === 403) return { orders: [], total: 0, paymentMethods: [] };
    throwPageError(error);
  }
}
