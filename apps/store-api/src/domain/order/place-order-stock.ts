// Placing an order: the stock is taken first, so a closeout product without enough stock aborts the whole
// order. The product rows are locked in one global order (by id) before any is changed, so two orders
// over the same products in different cart orders wait for each other instead of deadlocking; the
// conditional UPDATE means concurrent orders can never oversell.
import { sqlArray, type Queryable } from '../../db/database.ts';
import { cartError, LEVEL } from '../cart/cart-error.ts';
import { cartInvalid, type CartLine } from './place-order-cart.ts';

export async function takeStock(tx: Queryable, lineItems: readonly CartLine[]): Promise<void> {
  const products = lineItems
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
}
