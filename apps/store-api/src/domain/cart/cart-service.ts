// Cart mutations with Shopware's rules (docs/store-api-behaviour.md §4.2), then recalculation and
// storage. Quantity problems never fail a request: they correct the cart and become cart errors.
// Every change runs in a transaction holding the cart's lock (read, change, write as one step), so
// two tabs adding at once never overwrite each other; a plain read writes only what it corrected.
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { requireUuid } from '../ids.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import type { RequestContext } from '../context/session.ts';
import { calculateCart, type CalculationResult } from './calculator.ts';
import { calculationInput } from './cart-inputs.ts';
import { cartDataChanged, deleteCart, loadCartData, lockCart, saveCartData } from './cart-store.ts';
import type { CartData, CartItemInput } from './types.ts';
import { unthrottled, type Throttle } from '../throttles.ts';
import { textOf } from '../validation/rules.ts';

const invalidQuantity = (quantity: unknown) =>
  domainError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', `The quantity must be a positive integer. Given: ${JSON.stringify(quantity ?? null)}`, {
    quantity: String(quantity ?? ''),
  });

function positiveInteger(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) throw invalidQuantity(value);
  return number;
}

function itemsOf(body: unknown): Array<Record<string, unknown>> {
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "items" must be a list of line items.');
  return items.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}));
}

/** Recalculates under the cart's lock and stores the result when it differs from what was loaded. */
async function changeCart(
  db: Database,
  ctx: RequestContext,
  cc: CatalogContext,
  change: (data: CartData, tx: Queryable) => Promise<void> | void,
): Promise<CalculationResult> {
  return db.transaction(async (tx) => {
    await lockCart(tx, ctx.token);
    const loaded = await loadCartData(tx, ctx.token);
    const data = structuredClone(loaded);
    await change(data, tx);
    const result = calculateCart(await calculationInput(tx, ctx, cc, data));
    if (cartDataChanged(loaded, result.data)) await saveCartData(tx, ctx.token, ctx.salesChannel.id, result.data);
    return result;
  });
}

/** A read calculates without a lock; only when the calculation corrected something is it redone under the lock. */
export async function readCart(db: Database, ctx: RequestContext, cc: CatalogContext): Promise<CalculationResult> {
  const loaded = await loadCartData(db, ctx.token);
  const result = calculateCart(await calculationInput(db, ctx, cc, loaded));
  return cartDataChanged(loaded, result.data) ? changeCart(db, ctx, cc, () => undefined) : result;
}

/** `throttle` counts promotion codes per cart (Shopware's line-item limiter), before they are looked up: guessing codes is slowed. */
export async function addLineItems(
  db: Database,
  ctx: RequestContext,
  cc: CatalogContext,
  body: unknown,
  throttle: Throttle = unthrottled,
): Promise<CalculationResult> {
  const items = itemsOf(body);
  if (items.some((item) => item.type === 'promotion')) await throttle(ctx.token);
  return changeCart(db, ctx, cc, (data) => addTo(data, items));
}

function addTo(data: CartData, items: Array<Record<string, unknown>>): void {
  for (const raw of items) {
    const type = textOf(raw.type) ?? 'product';
    if (type === 'promotion') {
      const code = textOf(raw.referencedId)?.trim() ?? '';
      if (code === '') throw domainError(400, 'CHECKOUT__PROMOTION_CODE_MISSING', 'Promotion code is missing.');
      if (!data.addedCodes.some((added) => added.toLowerCase() === code.toLowerCase())) data.addedCodes.push(code);
      continue;
    }
    if (type === 'custom' || type === 'credit' || raw.priceDefinition !== undefined)
      throw domainError(403, 'CHECKOUT__INSUFFICIENT_PERMISSION', 'Insufficient permission to add line items of this kind.');
    if (type !== 'product') throw domainError(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED', `Line item type "${type}" is not supported.`, { type });
    const referencedId = textOf(raw.referencedId) ?? textOf(raw.id) ?? '';
    requireUuid(referencedId);
    const quantity = positiveInteger(raw.quantity ?? 1);
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : referencedId;
    const existing = data.items.find((item) => item.id === id);
    if (existing && existing.type !== 'product')
      throw domainError(409, 'CHECKOUT__CART_MIXED_LINE_ITEM_TYPE', `Line item with id ${id} already exists with another type.`, { id });
    if (existing) existing.quantity += quantity;
    else data.items.push({ id, type: 'product', referencedId, quantity } satisfies CartItemInput);
  }
}

export async function updateLineItems(db: Database, ctx: RequestContext, cc: CatalogContext, body: unknown): Promise<CalculationResult> {
  const items = itemsOf(body);
  return changeCart(db, ctx, cc, (data) => updateIn(data, items));
}

function updateIn(data: CartData, items: Array<Record<string, unknown>>): void {
  for (const raw of items) {
    const id = textOf(raw.id) ?? '';
    const item = data.items.find((candidate) => candidate.id === id);
    if (!item) {
      if ((data.discountIds ?? []).includes(id))
        throw domainError(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE', `Line item with id ${id} cannot be updated.`, { id });
      throw domainError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, { id });
    }
    if (raw.quantity !== undefined) item.quantity = positiveInteger(raw.quantity);
  }
}

export async function removeLineItems(db: Database, ctx: RequestContext, cc: CatalogContext, ids: unknown): Promise<CalculationResult> {
  const list = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  if (list.length === 0) throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "ids" must be a list of line item ids.');
  return changeCart(db, ctx, cc, (data, tx) => removeFrom(tx, data, list));
}

async function removeFrom(db: Queryable, data: CartData, list: string[]): Promise<void> {
  for (const id of list) {
    if (data.items.some((item) => item.id === id)) {
      data.items = data.items.filter((item) => item.id !== id);
      continue;
    }
    // A promotion line item: removing it drops its code, or blocks an automatic promotion.
    const [promotion] = (data.discountIds ?? []).includes(id)
      ? await db.query<{ id: string; use_codes: boolean; code: string | null }>('SELECT id, use_codes, code FROM promotion WHERE discounts @> $1::jsonb', [
          JSON.stringify([{ id }]),
        ])
      : [];
    if (!promotion) throw domainError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, { id });
    if (promotion.use_codes) data.addedCodes = data.addedCodes.filter((code) => code.toLowerCase() !== String(promotion.code).toLowerCase());
    else if (!data.blockedPromotionIds.includes(promotion.id)) data.blockedPromotionIds.push(promotion.id);
  }
}

/** DELETE /checkout/cart, under the cart's lock like every other change. */
export async function clearCart(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, token);
    await deleteCart(tx, token);
  });
}
