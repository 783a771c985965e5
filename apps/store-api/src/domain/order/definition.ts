// order for criteria (POST /order): the fields and associations Shopware's OrderDefinition exposes to the
// Store API (ADR 0027), on the engine's order tables. Calculated prices are json (`price.totalPrice`).
import { emptyEntity, field, sortBy, to, type EntityDefinition } from '../criteria/fields.ts';

const LIVE_VERSION = field.text(`'0fa91ce3e96a4bc2be4bd9ce752c3425'`);
const NOT_UPDATED = field.none('date');

/** A state kept as its technical name (the engine has no state machine tables): the name, seen as an entity. */
const stateMachineState: EntityDefinition = {
  entity: 'state_machine_state',
  // Joined per owner row: the owner's state (o.k) is the only row.
  table: `LATERAL (SELECT o.k AS technical_name, o.k AS id)`,
  fields: {
    id: field.none('text'),
    technicalName: field.text('t.technical_name'),
    name: field.text('t.technical_name'),
    stateMachineId: field.none('text'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.none('date'),
    updatedAt: NOT_UPDATED,
  },
  searchFields: [],
  defaultSort: [],
};
const stateOf = (column: string) => to.one(() => stateMachineState, column, 't.technical_name');

/** Entities an order refers to, with their untranslated fields (the order route has no language chain here). */
const table = (entity: string, sqlTable: string, fields: EntityDefinition['fields']): EntityDefinition => ({
  entity,
  table: sqlTable,
  fields: { id: field.text('t.id'), ...fields, customFields: field.json('NULL::jsonb'), createdAt: field.date('t.created_at'), updatedAt: NOT_UPDATED },
  searchFields: [],
  defaultSort: [],
});
const country = table('country', 'country', {
  iso: field.text('t.iso'),
  iso3: field.text('t.iso3'),
  active: field.boolean('t.active'),
  position: field.number('t.position'),
});
const countryState = table('country_state', 'country_state', {
  countryId: field.text('t.country_id'),
  shortCode: field.text('t.short_code'),
  active: field.boolean('t.active'),
});
const salutation = table('salutation', 'salutation', { salutationKey: field.text('t.salutation_key') });
const paymentMethod = table('payment_method', 'payment_method', {
  technicalName: field.text('t.technical_name'),
  position: field.number('t.position'),
  active: field.boolean('t.active'),
  afterOrderEnabled: field.boolean('t.after_order_enabled'),
});
const shippingMethod = table('shipping_method', 'shipping_method', {
  technicalName: field.text('t.technical_name'),
  position: field.number('t.position'),
  active: field.boolean('t.active'),
  deliveryTimeId: field.text('t.delivery_time_id'),
});
const currency = table('currency', 'currency', { isoCode: field.text('t.iso_code'), symbol: field.text('t.symbol'), factor: field.number('t.factor') });
/** Associations Shopware declares that the engine keeps no rows for: valid in criteria, matching nothing. */
const none = (entity: string) => to.one(() => emptyEntity(entity, {}), 'NULL::text');

const media = table('media', 'media', { fileName: field.text('t.file_name'), mimeType: field.text('t.mime_type'), path: field.text('t.path') });
const product = table('product', 'product', {
  productNumber: field.text('t.product_number'),
  parentId: field.text('t.parent_id'),
  active: field.boolean('t.active'),
});
const lineItemDownload: EntityDefinition = {
  entity: 'order_line_item_download',
  table: 'order_line_item_download',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderLineItemId: field.text('t.order_line_item_id'),
    orderLineItemVersionId: LIVE_VERSION,
    mediaId: field.none('text'),
    position: field.number('t.position'),
    accessGranted: field.boolean('t.access_granted'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.none('date'),
    updatedAt: NOT_UPDATED,
  },
  associations: { media: none('media'), orderLineItem: to.one(() => lineItem, 't.order_line_item_id') },
  searchFields: [],
  defaultSort: sortBy('ASC', 'position'),
};

const orderAddress: EntityDefinition = {
  entity: 'order_address',
  table: 'order_address',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderId: field.text('t.order_id'),
    orderVersionId: LIVE_VERSION,
    countryId: field.text('t.country_id'),
    countryStateId: field.text('t.country_state_id'),
    salutationId: field.text('t.salutation_id'),
    firstName: field.text('t.first_name'),
    lastName: field.text('t.last_name'),
    street: field.text('t.street'),
    zipcode: field.text('t.zipcode'),
    city: field.text('t.city'),
    company: field.text('t.company'),
    department: field.text('t.department'),
    title: field.text('t.title'),
    phoneNumber: field.text('t.phone_number'),
    additionalAddressLine1: field.text('t.additional_address_line1'),
    additionalAddressLine2: field.text('t.additional_address_line2'),
    hash: field.none('text'),
    vatId: field.none('text'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.date('t.created_at'),
    updatedAt: NOT_UPDATED,
  },
  associations: {
    country: to.one(() => country, 't.country_id'),
    countryState: to.one(() => countryState, 't.country_state_id'),
    salutation: to.one(() => salutation, 't.salutation_id'),
    order: to.one(() => orderDefinition, 't.order_id'),
  },
  searchFields: ['lastName', 'city'],
  defaultSort: [],
};

const lineItem: EntityDefinition = {
  entity: 'order_line_item',
  table: 'order_line_item',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderId: field.text('t.order_id'),
    orderVersionId: LIVE_VERSION,
    productId: field.text('t.product_id'),
    productVersionId: LIVE_VERSION,
    promotionId: field.text('t.promotion_id'),
    parentId: field.none('text'),
    parentVersionId: LIVE_VERSION,
    coverId: field.text('t.cover_id'),
    identifier: field.text('t.identifier'),
    referencedId: field.text('t.referenced_id'),
    quantity: field.number('t.quantity'),
    label: field.text('t.label'),
    payload: field.json('t.payload'),
    good: field.boolean('t.good'),
    removable: field.boolean('t.removable'),
    stackable: field.boolean('t.stackable'),
    position: field.number('t.position'),
    states: field.list('t.states'),
    priceDefinition: field.json('t.price_definition'),
    unitPrice: field.number('t.unit_price'),
    totalPrice: field.number('t.total_price'),
    description: field.none('text'),
    type: field.text('t.type'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.date('t.created_at'),
    updatedAt: NOT_UPDATED,
    price: field.json('t.price'),
  },
  associations: {
    cover: to.one(() => media, 't.cover_id'),
    product: to.one(() => product, 't.product_id'),
    promotion: none('promotion'),
    orderDeliveryPositions: none('order_delivery_position'),
    downloads: to.many(() => lineItemDownload, 't.id', 't.order_line_item_id'),
    // Line items are stored flat: no parent, no children.
    parent: to.one(() => lineItem, 'NULL::text'),
    children: to.many(() => lineItem, 't.id', 'NULL::text'),
    order: to.one(() => orderDefinition, 't.order_id'),
  },
  searchFields: ['label'],
  defaultSort: sortBy('ASC', 'position'),
};

const delivery: EntityDefinition = {
  entity: 'order_delivery',
  table: 'order_delivery',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderId: field.text('t.order_id'),
    orderVersionId: LIVE_VERSION,
    shippingOrderAddressId: field.text('t.shipping_order_address_id'),
    shippingOrderAddressVersionId: LIVE_VERSION,
    shippingMethodId: field.text('t.shipping_method_id'),
    stateId: field.text('t.state'),
    trackingCodes: field.list('t.tracking_codes'),
    shippingDateEarliest: field.date('t.shipping_date_earliest'),
    shippingDateLatest: field.date('t.shipping_date_latest'),
    shippingCosts: field.json('t.shipping_costs'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.date('t.created_at'),
    updatedAt: NOT_UPDATED,
  },
  associations: {
    stateMachineState: stateOf('t.state'),
    shippingOrderAddress: to.one(() => orderAddress, 't.shipping_order_address_id'),
    shippingMethod: to.one(() => shippingMethod, 't.shipping_method_id'),
    positions: none('order_delivery_position'),
    order: to.one(() => orderDefinition, 't.order_id'),
  },
  searchFields: [],
  defaultSort: [],
};

const transaction: EntityDefinition = {
  entity: 'order_transaction',
  table: 'order_transaction',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderId: field.text('t.order_id'),
    orderVersionId: LIVE_VERSION,
    paymentMethodId: field.text('t.payment_method_id'),
    amount: field.json('t.amount'),
    validationData: field.json('NULL::jsonb'),
    stateId: field.text('t.state'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.date('t.created_at'),
    updatedAt: field.date('t.updated_at'),
  },
  associations: {
    stateMachineState: stateOf('t.state'),
    paymentMethod: to.one(() => paymentMethod, 't.payment_method_id'),
    captures: none('order_transaction_capture'),
    order: to.one(() => orderDefinition, 't.order_id'),
  },
  searchFields: [],
  defaultSort: sortBy('ASC', 'createdAt'),
};

/** The order's customer, kept as json in the order row: one row per order. */
const orderCustomer: EntityDefinition = {
  entity: 'order_customer',
  table: `LATERAL (SELECT o.k AS doc)`,
  fields: {
    id: field.none('text'),
    versionId: LIVE_VERSION,
    customerId: field.none('text'),
    orderId: field.none('text'),
    orderVersionId: LIVE_VERSION,
    email: field.text(`t.doc ->> 'email'`),
    salutationId: field.text(`t.doc ->> 'salutationId'`),
    firstName: field.text(`t.doc ->> 'firstName'`),
    lastName: field.text(`t.doc ->> 'lastName'`),
    company: field.text(`t.doc ->> 'company'`),
    title: field.none('text'),
    vatIds: field.list('ARRAY[]::text[]'),
    customerNumber: field.text(`t.doc ->> 'customerNumber'`),
    remoteAddress: field.none('text'),
    customFields: field.json('NULL::jsonb'),
    createdAt: field.none('date'),
    updatedAt: NOT_UPDATED,
  },
  associations: { salutation: to.one(() => salutation, `t.doc ->> 'salutationId'`) },
  searchFields: [],
  defaultSort: [],
};

export const orderDefinition: EntityDefinition = {
  entity: 'order',
  table: '"order"',
  fields: {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    orderNumber: field.text('t.order_number'),
    billingAddressId: field.text('t.billing_address_id'),
    billingAddressVersionId: LIVE_VERSION,
    primaryOrderDeliveryId: field.text('(SELECT d.id FROM order_delivery d WHERE d.order_id = t.id ORDER BY d.created_at, d.id LIMIT 1)'),
    primaryOrderDeliveryVersionId: LIVE_VERSION,
    primaryOrderTransactionId: field.text('(SELECT x.id FROM order_transaction x WHERE x.order_id = t.id ORDER BY x.created_at DESC, x.id LIMIT 1)'),
    primaryOrderTransactionVersionId: LIVE_VERSION,
    currencyId: field.text('t.currency_id'),
    languageId: field.text('t.language_id'),
    salesChannelId: field.text('t.sales_channel_id'),
    orderDateTime: field.date('t.order_date_time'),
    orderDate: field.text(`to_char(t.order_date_time, 'YYYY-MM-DD')`),
    price: field.json('t.price'),
    amountTotal: field.number('t.amount_total'),
    amountNet: field.number('t.amount_net'),
    positionPrice: field.number('t.position_price'),
    taxStatus: field.text('t.tax_status'),
    shippingCosts: field.json('t.shipping_costs'),
    shippingTotal: field.number(`(t.shipping_costs ->> 'totalPrice')::numeric`),
    currencyFactor: field.number('t.currency_factor'),
    deepLinkCode: field.text('t.deep_link_code'),
    affiliateCode: field.text('t.affiliate_code'),
    campaignCode: field.text('t.campaign_code'),
    customerComment: field.text('t.customer_comment'),
    source: field.none('text'),
    taxCalculationType: field.none('text'),
    stateId: field.text('t.state'),
    itemRounding: field.json('t.item_rounding'),
    totalRounding: field.json('t.total_rounding'),
    customFields: field.json('NULL::jsonb'),
    createdById: field.none('text'),
    updatedById: field.none('text'),
    createdAt: field.date('t.created_at'),
    updatedAt: field.date('t.updated_at'),
  },
  associations: {
    stateMachineState: stateOf('t.state'),
    primaryOrderDelivery: to.one(() => delivery, '(SELECT d.id FROM order_delivery d WHERE d.order_id = t.id ORDER BY d.created_at, d.id LIMIT 1)'),
    primaryOrderTransaction: to.one(
      () => transaction,
      '(SELECT x.id FROM order_transaction x WHERE x.order_id = t.id ORDER BY x.created_at DESC, x.id LIMIT 1)',
    ),
    orderCustomer: to.one(() => orderCustomer, 't.order_customer', 't.doc'),
    currency: to.one(() => currency, 't.currency_id'),
    language: to.one(() => table('language', 'language', { name: field.text('t.name'), localeId: field.text('t.locale_id') }), 't.language_id'),
    // Not ApiAware, yet associations Shopware's RequestCriteriaBuilder accepts by name.
    salesChannel: none('sales_channel'),
    createdBy: none('user'),
    updatedBy: none('user'),
    addresses: to.many(() => orderAddress, 't.id', 't.order_id'),
    billingAddress: to.one(() => orderAddress, 't.billing_address_id'),
    deliveries: to.many(() => delivery, 't.id', 't.order_id'),
    lineItems: to.many(() => lineItem, 't.id', 't.order_id'),
    transactions: to.many(() => transaction, 't.id', 't.order_id'),
    documents: to.ids(() => emptyEntity('document', { documentNumber: 'text' }), 'ARRAY[]::text[]'),
    tags: to.ids(() => emptyEntity('tag', { name: 'text' }), 'ARRAY[]::text[]'),
  },
  searchFields: ['orderNumber'],
  defaultSort: sortBy('DESC', 'orderDateTime'),
};
