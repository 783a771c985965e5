// Card payments of the demo gateway (docs/adr/0044-payment-components.md). The gateway's card fields
// turn a typed card into a single-use token; /handle-payment charges it with the order's open
// transaction at once: approved → paid, declined → failed (and an error), a card that asks for
// authentication → the gateway's challenge page, which pays the order and returns to finishUrl.
// The transaction row is locked and the token used up in one database transaction, so two submits
// of one token, or two tokens for one order, never charge twice. A token is bound, as a real
// provider's is, to the shop (sales channel) whose fields took the card and to the amount and currency
// the shop asked for: it pays only an order of that shop over that amount, once.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { unthrottled, type Throttle } from '../throttles.ts';
import { checkCard, type CardCheck, type CardInput, type CardOutcome } from './card-rules.ts';
import type { OrderTransactionRow } from './rows.ts';
import { issuePaymentToken, setTransactionState } from './transaction-state.ts';

const CARD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** What a token is bound to: the shop that asked for it and the amount it may pay. */
export interface CardTokenBinding {
  salesChannelId: string;
  amount: number;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
}

/** The amount and currency a shop asks a token for, or null when they are not a payable amount. */
export function paymentAmountOf(amount: unknown, currency: unknown): { amount: number; currency: string } | null {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1e9) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { amount: Math.round(value * 100) / 100, currency };
}

/**
 * Checks a typed card and, when it is valid, keeps its outcome under a new single-use token bound to
 * `binding`. `throttle` counts every try (valid or not) before the check, so nobody can try card
 * numbers without limit.
 */
export async function tokenizeCard(
  db: Queryable,
  input: CardInput,
  binding: CardTokenBinding,
  throttle: Throttle = unthrottled,
  now = new Date(),
): Promise<CardCheck & { token?: string }> {
  await throttle();
  const check = checkCard(input, now);
  if (!check.ok) return check;
  const token = `card_${randomBytes(18).toString('base64url')}`;
  await db.query(
    'INSERT INTO card_token (token, outcome, last4, expires_at, sales_channel_id, amount, currency_iso_code) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      token,
      check.outcome,
      check.last4,
      new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS).toISOString(),
      binding.salesChannelId,
      String(binding.amount),
      binding.currency,
    ],
  );
  return { ...check, token };
}

/** The card token of `/handle-payment`'s `paymentDetails` (Shopware's route hands the whole request to the handler). */
export function cardTokenOf(paymentDetails: unknown): string | undefined {
  if (typeof paymentDetails !== 'object' || paymentDetails === null) return undefined;
  const token = (paymentDetails as Record<string, unknown>).cardToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export type ChargeResult = { kind: 'paid' } | { kind: 'declined' } | { kind: 'challenge'; paymentToken: string } | { kind: 'not-open' };

/** Charges a card token for an open transaction; see the file's comment for the outcomes. */
export async function chargeCard(
  db: Database,
  transactionId: string,
  cardToken: string,
  urls: { finishUrl: string | null; errorUrl: string | null },
): Promise<ChargeResult> {
  return db.transaction(async (tx) => {
    const [transaction] = await tx.query<OrderTransactionRow>('SELECT * FROM order_transaction WHERE id = $1 FOR UPDATE', [transactionId]);
    // Paid (or under way) meanwhile, e.g. by a second submit: nothing is charged again, the token stays unused.
    if (!transaction || transaction.state !== 'open') return { kind: 'not-open' } as const;
    // Used up only by the transaction it was made for: same shop, same currency, same amount (to the cent).
    const [card] = await tx.query<{ outcome: CardOutcome }>(
      `UPDATE card_token SET used = true, order_transaction_id = t.id
         FROM order_transaction t JOIN "order" o ON o.id = t.order_id JOIN currency c ON c.id = o.currency_id
        WHERE t.id = $2 AND card_token.token = $1 AND NOT card_token.used AND card_token.expires_at > now()
          AND card_token.sales_channel_id = o.sales_channel_id AND card_token.currency_iso_code = c.iso_code
          AND abs(card_token.amount - (t.amount->>'totalPrice')::numeric) < 0.005
        RETURNING card_token.outcome`,
      [cardToken, transaction.id],
    );
    if (!card)
      throw domainError(
        400,
        'CHECKOUT__INVALID_PAYMENT_TOKEN',
        'The card token is invalid, expired, already used or not made for this order’s shop and amount.',
      );
    if (card.outcome === 'approve') {
      await setTransactionState(tx, transaction, 'paid');
      return { kind: 'paid' } as const;
    }
    if (card.outcome === 'decline') {
      await setTransactionState(tx, transaction, 'fail');
      return { kind: 'declined' } as const;
    }
    const paymentToken = await issuePaymentToken(tx, transaction, urls, 'challenge');
    return { kind: 'challenge', paymentToken } as const;
  });
}

/** The hosted page's card form asked for authentication: the page shows the challenge next. */
export async function startChallenge(db: Queryable, paymentToken: string): Promise<void> {
  await db.query("UPDATE payment_token SET kind = 'challenge' WHERE token = $1 AND NOT used", [paymentToken]);
}
