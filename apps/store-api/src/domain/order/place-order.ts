// POST /checkout/order (§5.1), in named steps in one transaction: recalculate the cart and refuse blocking
// cart errors (500 CHECKOUT__CART_INVALID) and empty carts (place-order-cart.ts), take the stock so that
// concurrent orders can never oversell (place-order-stock.ts), write the order (place-order-rows.ts) and
// delete the cart.
import { isUniqueViolation, type Database, type Queryable } from '../../db/database.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import { deleteCart, lockCart } from '../cart/cart-store.ts';
import type { RequestContext } from '../context/session.ts';
import type { CustomerRow } from '../customer/rows.ts';
import { newId } from '../ids.ts';
import { orderableCart, orderAddresses } from './place-order-cart.ts';
import { writeOrder } from './place-order-rows.ts';
import { takeStock } from './place-order-stock.ts';

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

/** Under the cart's lock: the cart and addresses are checked, the stock taken, the order written and the cart deleted. */
async function placeOrderLocked(tx: Queryable, ctx: RequestContext, cc: CatalogContext, customer: CustomerRow, body: Record<string, unknown>): Promise<string> {
  const cart = await orderableCart(tx, ctx, cc);
  const addresses = await orderAddresses(tx, ctx, customer, cart);
  const id = newId();
  await takeStock(tx, cart.lineItems);
  await writeOrder(tx, { id, ctx, cc, customer, body, cart, addresses });
  await deleteCart(tx, ctx.token);
  return id;
}
