// POST /checkout/order (§5.1): recalculate, refuse blocking cart errors (500 CHECKOUT__CART_INVALID)
// and empty carts, then persist the order, take the stock and delete the cart in one transaction.
// Closeout stock is taken with a conditional UPDATE, so concurrent orders can never oversell.
import { randomBytes } from 'node:crypto';
import { isUniqueViolation, sqlArray, type Database, type Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import { blockingErrors, calculateCart } from '../cart/calculator.ts';
import { calculationInput } from '../cart/cart-inputs.ts';
import { deleteCart, loadCartData, lockCart } from '../cart/cart-store.ts';
import { cartError, LEVEL } from '../cart/cart-error.ts';
import type { RequestContext } from '../context/session.ts';
import type { AddressRow, CustomerRow } from '../customer/rows.ts';
import { newId } from '../ids.ts';
import { roundingConfig } from '../system/serializers.ts';

const cartInvalid = (ids: string[]) =>
  domainError(500, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${ids.length} error(s): ${ids.join(', ')}`, { errors: ids.join(', ') });

interface CartLine {
  id: string;
  referencedId: string;
  type: string;
  label: string;
  quantity: number;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  states: string[];
  payload: Record<string, unknown>;
  price: { unitPrice: number; totalPrice: number };
  priceDefinition?: unknown;
  cover?: { id?: string };
}

interface CartDelivery {
  shippingCosts: { totalPrice: number };
  deliveryDate?: { earliest: string; latest: string };
}

/** An `Idempotency-Key` header as the engine keeps it: 1–255 visible ASCII characters, else none. */
export function idempotencyKeyOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? value : undefined;
}

async function orderOfKey(db: Queryable, ctx: RequestContext, customer: CustomerRow, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM "order" WHERE sales_channel_id = $1 AND customer_id = $2 AND idempotency_key = $3', [
    ctx.salesChannel.id,
    customer.id,
    key,
  ]);
  return row?.id;
}

/**
 * `afterWrite` runs inside the order's transaction (the confirmation mail is queued there, so it
 * exists exactly when the order does). With an idempotency key (docs/adr/0049-gateway-binding-and-lost-order-answers.md), a key this customer
 * placed an order with before answers that order — nothing is placed, mailed or charged again — also
 * after a restart, since the key is kept with the order.
 */
export async function placeOrder(
  db: Database,
  ctx: RequestContext,
  cc: CatalogContext,
  customer: CustomerRow,
  body: Record<string, unknown>,
  afterWrite: (tx: Queryable, orderId: string) => Promise<void> = async () => undefined,
  idempotencyKey?: string,
): Promise<string> {
  // The cart is read under its lock, so an item added while the order is placed is neither lost
  // with the deleted cart nor missing from the order: it waits and lands in the next cart. A repeat
  // of the same key waits for it too, and then finds the order.
  const place = () =>
    db.transaction(async (tx) => {
      await lockCart(tx, ctx.token);
      const placed = idempotencyKey ? await orderOfKey(tx, ctx, customer, idempotencyKey) : undefined;
      if (placed) return placed;
      const orderId = await placeOrderLocked(tx, ctx, cc, customer, body);
      if (idempotencyKey) await tx.query('UPDATE "order" SET idempotency_key = $2 WHERE id = $1', [orderId, idempotencyKey]);
      await afterWrite(tx, orderId);
      return orderId;
    });
  try {
    return await place();
  } catch (error) {
    // The same key from another session of the customer (another cart lock) committed first.
    const placed = idempotencyKey && isUniqueViolation(error, 'order_idempotency_key') ? await orderOfKey(db, ctx, customer, idempotencyKey) : undefined;
    if (placed) return placed;
    throw error;
  }
}

async function placeOrderLocked(db: Queryable, ctx: RequestContext, cc: CatalogContext, customer: CustomerRow, body: Record<string, unknown>): Promise<string> {
  const tx = db;
  const data = await loadCartData(db, ctx.token);
  const result = calculateCart(await calculationInput(db, ctx, cc, data));
  const blocking = blockingErrors(result.errors);
  if (blocking.length > 0) throw cartInvalid(blocking.map((error) => error.id));
  const cart = result.cart as {
    price: Record<string, unknown> & { totalPrice: number; netPrice: number; positionPrice: number; taxStatus: string };
    lineItems: CartLine[];
    deliveries: CartDelivery[];
    transactions: Array<{ paymentMethodId: string; amount: unknown }>;
  };
  if (!cart.lineItems.some((item) => item.type === 'product')) throw domainError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');

  const billingId = ctx.payload.billingAddressId ?? customer.default_billing_address_id;
  const shippingId = ctx.payload.shippingAddressId ?? customer.default_shipping_address_id;
  const [billing] = billingId ? await db.query<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND customer_id = $2', [billingId, customer.id]) : [];
  const [shipping] = shippingId
    ? await db.query<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND customer_id = $2', [shippingId, customer.id])
    : [];
  if (!billing) throw domainError(400, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', 'The customer has no billing address.');
  const physical = cart.lineItems.some((item) => item.type === 'product' && !item.states.includes('is-download'));
  if (physical && !shipping) throw domainError(400, 'CHECKOUT__DELIVERY_WITHOUT_ADDRESS', 'Delivery contains no shipping address');

  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const orderId = newId();
  const decimals = cc.price.decimals;
  const shippingCosts = cart.deliveries[0]?.shippingCosts ?? {
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
  {
    // Stock first: a closeout product without enough stock aborts the whole order. The product rows
    // are locked in one global order (by id) before any is changed, so two orders over the same
    // products in different cart orders wait for each other instead of deadlocking.
    const products = cart.lineItems
      .filter((line) => line.type === 'product')
      .sort((a, b) => (a.referencedId < b.referencedId ? -1 : a.referencedId > b.referencedId ? 1 : 0));
    await tx.query('SELECT id FROM product WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE', [sqlArray(products.map((item) => item.referencedId))]);
    for (const item of products) {
      const taken = await tx.query<{ id: string }>(
        `UPDATE product SET stock = stock - $2, available_stock = available_stock - $2, sales = sales + $2
          WHERE id = $1 AND (NOT is_closeout OR available_stock >= $2) RETURNING id`,
        [item.referencedId, item.quantity],
      );
      if (taken.length === 0) {
        const error = cartError(
          'product-stock-reached',
          `product-stock-reached${item.referencedId}`,
          LEVEL.error,
          true,
          `The product ${item.label} is not available in this quantity any more.`,
          { name: item.label, quantity: 0 },
        );
        throw cartInvalid([error.id]);
      }
    }
    const [number] = await tx.query<{ value: string }>("SELECT nextval('order_number_seq')::text AS value");
    const copyAddress = async (address: AddressRow) => {
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
    };
    // The order row comes first (addresses reference it), with the billing address id filled in after.
    await tx.query(
      `INSERT INTO "order" (id, order_number, sales_channel_id, customer_id, order_customer, currency_id, currency_factor, language_id, billing_address_id, price, shipping_costs,
         amount_total, amount_net, position_price, tax_status, deep_link_code, customer_comment, affiliate_code, campaign_code, item_rounding, total_rounding)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, '', $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20::jsonb)`,
      [
        orderId,
        number?.value ?? orderId.slice(0, 8),
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
        JSON.stringify(roundingConfig(decimals)),
        JSON.stringify(roundingConfig(decimals)),
      ],
    );
    const billingCopy = await copyAddress(billing);
    const shippingCopy = shipping ? (shipping.id === billing.id ? billingCopy : await copyAddress(shipping)) : billingCopy;
    await tx.query('UPDATE "order" SET billing_address_id = $2 WHERE id = $1', [orderId, billingCopy]);

    for (const [position, item] of cart.lineItems.entries()) {
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
          position + 1,
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
    if (physical) {
      const window = cart.deliveries[0]?.deliveryDate;
      await tx.query(
        `INSERT INTO order_delivery (id, order_id, shipping_method_id, shipping_order_address_id, shipping_costs, shipping_date_earliest, shipping_date_latest)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
        [
          newId(),
          orderId,
          ctx.payload.shippingMethodId ?? ctx.salesChannel.shipping_method_id,
          shippingCopy,
          JSON.stringify(shippingCosts),
          window?.earliest ?? new Date().toISOString(),
          window?.latest ?? new Date().toISOString(),
        ],
      );
    }
    const transaction = cart.transactions[0];
    await tx.query('INSERT INTO order_transaction (id, order_id, payment_method_id, amount) VALUES ($1, $2, $3, $4::jsonb)', [
      newId(),
      orderId,
      transaction?.paymentMethodId ?? ctx.payload.paymentMethodId ?? ctx.salesChannel.payment_method_id,
      JSON.stringify(transaction?.amount ?? {}),
    ]);
    await tx.query('UPDATE customer SET default_payment_method_id = coalesce($2, default_payment_method_id) WHERE id = $1', [
      customer.id,
      transaction?.paymentMethodId ?? null,
    ]);
    await deleteCart(tx, ctx.token);
  }
  return orderId;
}
