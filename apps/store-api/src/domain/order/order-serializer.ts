// The order entity with the associations the Store API loads (§5.2): the associations of all orders are
// read at once (loadAssociations), then each order is written with its line items, deliveries and transactions.
import { sqlArray, type Queryable } from '../../db/database.ts';
import type { AddressRow } from '../customer/rows.ts';
import { serializeAddresses } from '../customer/serialize.ts';
import { loadMedia, serializeMedia } from '../media/media.ts';
import { entityMeta, isoDate } from '../serialize.ts';
import { idFor } from '../ids.ts';
import type { CurrencyRow, PaymentMethodRow, ShippingMethodRow } from '../system/rows.ts';
import { serializeCurrency, serializePaymentMethod, serializeShippingMethod } from '../system/serializers.ts';
import type { LanguageChain } from '../translation.ts';
import type { OrderLineItemRow, OrderRow, OrderTransactionRow } from './rows.ts';
import { stateStruct } from './state-machines.ts';

export interface OrderView {
  chain: LanguageChain;
  localeCode: string;
  defaultCurrencyId: string;
  mediaBaseUrl: string;
}

const list = sqlArray;

interface DeliveryRow {
  id: string;
  order_id: string;
  shipping_method_id: string;
  shipping_order_address_id: string;
  shipping_costs: Record<string, unknown>;
  shipping_date_earliest: Date | string;
  shipping_date_latest: Date | string;
  tracking_codes: string[];
  state: string;
  created_at: Date | string;
}

interface DownloadRow {
  id: string;
  order_line_item_id: string;
  position: number;
  access_granted: boolean;
  file_name: string;
  file_extension: string;
  mime_type: string;
}

type Associations = Awaited<ReturnType<typeof loadAssociations>>;

export async function serializeOrders(db: Queryable, orders: OrderRow[], view: OrderView) {
  if (orders.length === 0) return [];
  const associations = await loadAssociations(db, orders, view);
  return orders.map((order) => orderJson(order, associations, view));
}

/** Everything the orders embed, in a few queries for all of them. */
async function loadAssociations(db: Queryable, orders: OrderRow[], view: OrderView) {
  const ids = list(orders.map((order) => order.id));
  const [addresses, lineItems, deliveries, transactions, downloads, currencies] = await Promise.all([
    db.query<AddressRow & { order_id: string }>('SELECT *, order_id AS customer_id FROM order_address WHERE order_id = ANY($1::text[])', [ids]),
    db.query<OrderLineItemRow>('SELECT * FROM order_line_item WHERE order_id = ANY($1::text[]) ORDER BY position', [ids]),
    db.query<DeliveryRow>('SELECT * FROM order_delivery WHERE order_id = ANY($1::text[])', [ids]),
    db.query<OrderTransactionRow>('SELECT * FROM order_transaction WHERE order_id = ANY($1::text[]) ORDER BY created_at, id', [ids]),
    db.query<DownloadRow>(
      `SELECT d.id, d.order_line_item_id, d.position, d.access_granted, p.file_name, p.file_extension, p.mime_type
         FROM order_line_item_download d JOIN product_download p ON p.id = d.product_download_id
         JOIN order_line_item i ON i.id = d.order_line_item_id WHERE i.order_id = ANY($1::text[]) ORDER BY d.position`,
      [ids],
    ),
    db.query<CurrencyRow>('SELECT * FROM currency WHERE id = ANY($1::text[])', [list(orders.map((order) => order.currency_id))]),
  ]);
  const [shippingMethods, paymentMethods] = await Promise.all([
    db.query<ShippingMethodRow>('SELECT * FROM shipping_method WHERE id = ANY($1::text[])', [list(deliveries.map((delivery) => delivery.shipping_method_id))]),
    db.query<PaymentMethodRow>('SELECT * FROM payment_method WHERE id = ANY($1::text[])', [
      list(transactions.map((transaction) => transaction.payment_method_id)),
    ]),
  ]);
  const covers = await loadMedia(
    db,
    lineItems.map((item) => item.cover_id).filter((id): id is string => Boolean(id)),
  );
  const serializedAddresses = await serializeAddresses(db, addresses, view.chain, view.defaultCurrencyId);
  const addressJson = new Map(
    serializedAddresses.map((address, index) => {
      const { customerId: _customerId, isDefaultBillingAddress: _billing, isDefaultShippingAddress: _shipping, ...rest } = address;
      return [addresses[index]?.id ?? address.id, { ...rest, orderId: addresses[index]?.order_id, apiAlias: 'order_address' }];
    }),
  );
  return { addresses, addressJson, lineItems, deliveries, transactions, downloads, currencies, shippingMethods, paymentMethods, covers };
}

function orderJson(order: OrderRow, associations: Associations, view: OrderView) {
  const { addresses, addressJson, currencies } = associations;
  const currency = currencies.find((row) => row.id === order.currency_id);
  const orderAddresses = addresses.filter((address) => address.order_id === order.id).map((address) => addressJson.get(address.id));
  return {
    id: order.id,
    orderNumber: order.order_number,
    salesChannelId: order.sales_channel_id,
    languageId: order.language_id,
    currencyId: order.currency_id,
    currencyFactor: Number(order.currency_factor),
    billingAddressId: order.billing_address_id,
    orderDateTime: isoDate(order.order_date_time),
    orderDate: isoDate(order.order_date_time)?.slice(0, 10),
    price: order.price,
    amountTotal: Number(order.amount_total),
    amountNet: Number(order.amount_net),
    positionPrice: Number(order.position_price),
    taxStatus: order.tax_status,
    shippingCosts: order.shipping_costs,
    shippingTotal: Number((order.shipping_costs as { totalPrice?: number }).totalPrice ?? 0),
    deepLinkCode: order.deep_link_code,
    customerComment: order.customer_comment,
    affiliateCode: order.affiliate_code,
    campaignCode: order.campaign_code,
    itemRounding: order.item_rounding,
    totalRounding: order.total_rounding,
    stateMachineState: stateStruct(order.state, view.localeCode),
    orderCustomer: { id: idFor(`order-customer:${order.id}`), ...order.order_customer, orderId: order.id, apiAlias: 'order_customer' },
    stateId: idFor(`state:order:${order.state}`),
    documents: [],
    currency: currency ? serializeCurrency(currency, view.chain) : undefined,
    addresses: orderAddresses,
    billingAddress: addressJson.get(order.billing_address_id),
    lineItems: associations.lineItems.filter((item) => item.order_id === order.id).map((item) => lineItemJson(item, order, associations, view)),
    deliveries: associations.deliveries
      .filter((delivery) => delivery.order_id === order.id)
      .map((delivery) => deliveryJson(delivery, order, associations, view)),
    transactions: associations.transactions
      .filter((transaction) => transaction.order_id === order.id)
      .map((transaction) => transactionJson(transaction, order, associations, view)),
    ...entityMeta(order, 'order'),
  };
}

function lineItemJson(item: OrderLineItemRow, order: OrderRow, associations: Associations, view: OrderView) {
  const cover = item.cover_id ? associations.covers.get(item.cover_id) : undefined;
  return {
    id: item.id,
    orderId: order.id,
    identifier: item.identifier,
    referencedId: item.referenced_id,
    productId: item.product_id,
    promotionId: item.promotion_id,
    type: item.type,
    label: item.label,
    quantity: item.quantity,
    unitPrice: Number(item.unit_price),
    totalPrice: Number(item.total_price),
    price: item.price,
    priceDefinition: item.price_definition,
    payload: item.payload,
    good: item.good,
    removable: item.removable,
    stackable: item.stackable,
    position: item.position,
    states: item.states,
    children: [],
    coverId: item.cover_id,
    cover: cover ? serializeMedia(cover, view.chain, view.mediaBaseUrl) : undefined,
    downloads: associations.downloads.filter((download) => download.order_line_item_id === item.id).map((download) => downloadJson(download, item)),
    ...entityMeta(item, 'order_line_item'),
  };
}

function downloadJson(download: DownloadRow, item: OrderLineItemRow) {
  return {
    id: download.id,
    orderLineItemId: item.id,
    position: download.position,
    accessGranted: download.access_granted,
    media: {
      id: download.id,
      fileName: download.file_name,
      fileExtension: download.file_extension,
      mimeType: download.mime_type,
      private: true,
      hasFile: true,
      apiAlias: 'media',
    },
    apiAlias: 'order_line_item_download',
  };
}

function deliveryJson(delivery: DeliveryRow, order: OrderRow, associations: Associations, view: OrderView) {
  const method = associations.shippingMethods.find((row) => row.id === delivery.shipping_method_id);
  return {
    id: delivery.id,
    orderId: order.id,
    shippingMethodId: delivery.shipping_method_id,
    shippingOrderAddressId: delivery.shipping_order_address_id,
    shippingCosts: delivery.shipping_costs,
    shippingDateEarliest: isoDate(delivery.shipping_date_earliest),
    shippingDateLatest: isoDate(delivery.shipping_date_latest),
    trackingCodes: delivery.tracking_codes,
    stateId: idFor(`state:order_delivery:${delivery.state}`),
    stateMachineState: stateStruct(delivery.state, view.localeCode),
    shippingMethod: method ? serializeShippingMethod(method, view.chain) : undefined,
    shippingOrderAddress: associations.addressJson.get(delivery.shipping_order_address_id),
    ...entityMeta(delivery, 'order_delivery'),
  };
}

function transactionJson(transaction: OrderTransactionRow, order: OrderRow, associations: Associations, view: OrderView) {
  const method = associations.paymentMethods.find((row) => row.id === transaction.payment_method_id);
  return {
    id: transaction.id,
    orderId: order.id,
    paymentMethodId: transaction.payment_method_id,
    amount: transaction.amount,
    stateId: idFor(`state:order_transaction:${transaction.state}`),
    stateMachineState: stateStruct(transaction.state, view.localeCode),
    paymentMethod: method ? serializePaymentMethod(method, view.chain) : undefined,
    ...entityMeta(transaction, 'order_transaction'),
  };
}
