// Card payments of the demo gateway (docs/adr/0044-payment-components.md). The gateway's card fields
// turn a typed card into a single-use token; /handle-payment charges it with the order's open
// transaction at once: approved → paid, declined → failed (and an error), a card that asks for
// authentication → the gateway's challenge page, which pays the order and returns to finishUrl.
// The transaction row is locked and the token used up in one database transaction, so two submits
// of one token, or two tokens for one order, never charge twice.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { domainError } from '../errors.ts';
import { unthrottled, type Throttle } from '../throttles.ts';
import { checkCard, type CardCheck, type CardInput, type CardOutcome } from './card-rules.ts';
import type { OrderTransactionRow } from './rows.ts';
import { issuePaymentToken, setTransactionState } from './transaction-state.ts';

const CARD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Checks a typed card and, when it is valid, keeps its outcome under a new single-use token. `throttle`
 * counts every try (valid or not) before the check, so nobody can try card numbers without limit.
 */
export async function tokenizeCard(
  db: Queryable,
  input: CardInput,
  throttle: Throttle = unthrottled,
  now = new Date(),
): Promise<CardCheck & { token?: string }> {
  await throttle();
  const check = checkCard(input, now);
  if (!check.ok) return check;
  const token = `card_${randomBytes(18).toString('base64url')}`;
  await db.query('INSERT INTO card_token (token, outcome, last4, expires_at) VALUES ($1, $2, $3, $4)', [
    token,
    check.outcome,
    check.last4,
    new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS).toISOString(),
  ]);
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
    const [card] = await tx.query<{ outcome: CardOutcome }>(
      'UPDATE card_token SET used = true WHERE token = $1 AND NOT used AND expires_at > now() RETURNING outcome',
      [cardToken],
    );
    if (!card) throw domainError(400, 'CHECKOUT__INVALID_PAYMENT_TOKEN', 'The card token is invalid, expired or already used.');
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
