// Placing an order, its writes: the order row, copies of its addresses, its line items (with their
// download grants), the delivery for physical goods and the payment transaction — in the order their
// foreign keys need them, inside the order's transaction.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import type { RequestContext } from '../context/session.ts';
import type { AddressRow, CustomerRow } from '../customer/rows.ts';
import { newId } from '../ids.ts';
import { roundingConfig } from '../system/serializers.ts';
import type { CartLine, OrderAddresses, OrderCart } from './place-order-cart.ts';

export interface NewOrder {
  id: string;
  ctx: RequestContext;
  cc: CatalogContext;
  customer: CustomerRow;
  body: Record<string, unknown>;
  cart: OrderCart;
  addresses: OrderAddresses;
}

/** An order of downloads alone has no delivery; its shipping costs are zero. */
const NO_SHIPPING_COSTS = {
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  referencePrice: null,
  listPrice: null,
  regulationPrice: null,
  apiAlias: 'calculated_price',
};

export async function writeOrder(tx: Queryable, order: NewOrder): Promise<void> {
  const { cart, addresses } = order;
  const shippingCosts = cart.deliveries[0]?.shippingCosts ?? NO_SHIPPING_COSTS;
  // The order row comes first (addresses reference it), with the billing address id filled in after.
  await insertOrderRow(tx, order, shippingCosts);
  const billingCopy = await copyAddress(tx, order.id, addresses.billing);
  const { shipping } = addresses;
  const shippingCopy = shipping ? (shipping.id === addresses.billing.id ? billingCopy : await copyAddress(tx, order.id, shipping)) : billingCopy;
  await tx.query('UPDATE "order" SET billing_address_id = $2 WHERE id = $1', [order.id, billingCopy]);
  for (const [position, item] of cart.lineItems.entries()) await insertLineItem(tx, order.id, item, position + 1);
  if (addresses.physical) await insertDelivery(tx, order, shippingCopy, shippingCosts);
  const transaction = cart.transactions[0];
  await tx.query('INSERT INTO order_transaction (id, order_id, payment_method_id, amount) VALUES ($1, $2, $3, $4::jsonb)', [
    newId(),
    order.id,
    transaction?.paymentMethodId ?? order.ctx.payload.paymentMethodId ?? order.ctx.salesChannel.payment_method_id,
    JSON.stringify(transaction?.amount ?? {}),
  ]);
  await tx.query('UPDATE customer SET default_payment_method_id = coalesce($2, default_payment_method_id) WHERE id = $1', [
    order.customer.id,
    transaction?.paymentMethodId ?? null,
  ]);
}

async function insertOrderRow(tx: Queryable, order: NewOrder, shippingCosts: unknown): Promise<void> {
  const { ctx, cc, customer, body, cart } = order;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const [number] = await tx.query<{ value: string }>("SELECT nextval('order_number_seq')::text AS value");
  const rounding = JSON.stringify(roundingConfig(cc.price.decimals));
  await tx.query(
    `INSERT INTO "order" (id, order_number, sales_channel_id, customer_id, order_customer, currency_id, currency_factor, language_id, billing_address_id, price, shipping_costs,
         amount_total, amount_net, position_price, tax_status, deep_link_code, customer_comment, affiliate_code, campaign_code, item_rounding, total_rounding)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, '', $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20::jsonb)`,
    [
      order.id,
      number?.value ?? order.id.slice(0, 8),
      ctx.salesChannel.id,
      customer.id,
      JSON.stringify({
        email: customer.email,
        firstName: customer.first_name,
        lastName: customer.last_name,
        salutationId: customer.salutation_id,
        customerNumber: customer.customer_number,
        company: customer.company,
        customerId: customer.id,
      }),
      ctx.currencyId,
      String(cc.price.currencyFactor),
      ctx.languageId,
      JSON.stringify(cart.price),
      JSON.stringify(shippingCosts),
      cart.price.totalPrice,
      cart.price.netPrice,
      cart.price.positionPrice,
      cart.price.taxStatus,
      randomBytes(24).toString('base64url'),
      text(body.customerComment),
      text(body.affiliateCode),
      text(body.campaignCode),
      rounding,
      rounding,
    ],
  );
}

async function copyAddress(tx: Queryable, orderId: string, address: AddressRow): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO order_address (id, order_id, salutation_id, first_name, last_name, title, company, department, street, zipcode, city, country_id, country_state_id, phone_number, additional_address_line1, additional_address_line2)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      orderId,
      address.salutation_id,
      address.first_name,
      address.last_name,
      address.title,
      address.company,
      address.department,
      address.street,
      address.zipcode,
      address.city,
      address.country_id,
      address.country_state_id,
      address.phone_number,
      address.additional_address_line1,
      address.additional_address_line2,
    ],
  );
  return id;
}

/** `position` counts from 1; a download line grants (not yet) access to each of its product's files. */
async function insertLineItem(tx: Queryable, orderId: string, item: CartLine, position: number): Promise<void> {
  const lineId = newId();
  await tx.query(
    `INSERT INTO order_line_item (id, order_id, identifier, referenced_id, product_id, promotion_id, type, label, quantity, unit_price, total_price, price, price_definition,
           payload, good, removable, stackable, position, states, cover_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb, $15, $16, $17, $18, $19::text[], $20)`,
    [
      lineId,
      orderId,
      item.id,
      item.referencedId,
      item.type === 'product' ? item.referencedId : null,
      item.type === 'promotion' ? String(item.payload.promotionId ?? '') : null,
      item.type,
      item.label,
      item.quantity,
      item.price.unitPrice,
      item.price.totalPrice,
      JSON.stringify(item.price),
      JSON.stringify(item.priceDefinition ?? null),
      JSON.stringify(item.payload),
      item.good,
      item.removable,
      item.stackable,
      position,
      [...item.states],
      item.cover?.id ?? null,
    ],
  );
  if (item.states.includes('is-download')) {
    await tx.query(
      `INSERT INTO order_line_item_download (id, order_line_item_id, product_download_id, position, access_granted)
           SELECT md5($1 || d.id), $1, d.id, d.position, false FROM product_download d WHERE d.product_id = $2`,
      [lineId, item.referencedId],
    );
  }
}

async function insertDelivery(tx: Queryable, order: NewOrder, shippingAddressId: string, shippingCosts: unknown): Promise<void> {
  const window = order.cart.deliveries[0]?.deliveryDate;
  await tx.query(
    `INSERT INTO order_delivery (id, order_id, shipping_method_id, shipping_order_address_id, shipping_costs, shipping_date_earliest, shipping_date_latest)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [
      newId(),
      order.id,
      order.ctx.payload.shippingMethodId ?? order.ctx.salesChannel.shipping_method_id,
      shippingAddressId,
      JSON.stringify(shippingCosts),
      window?.earliest ?? new Date().toISOString(),
      window?.latest ?? new Date().toISOString(),
    ],
  );
}
