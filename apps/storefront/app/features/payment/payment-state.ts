// What the pages after an order say about its payment (docs/product-rules.md §4 Checkout): the transaction state
// (docs/store-api-behaviour.md §5.3) and whether the method pays on an external gateway decide it.
import type { Schemas } from '../../lib/store-api/types.ts';

export type ResultPage = 'success' | 'paid' | 'unpaid';

export type PaymentView =
  /** Paid: nothing left to do. */
  | 'paid'
  /** An asynchronous method not yet started: 'redirected to the payment gateway in 5 seconds'. */
  | 'awaiting-gateway'
  /** A synchronous method (invoice, prepayment …), or a payment under way: the order is confirmed. */
  | 'confirmed'
  /** Failed or cancelled: the shopper may retry with the same or another method. */
  | 'unpaid'
  /** The unpaid page for an order that has been paid meanwhile (CHECKOUT__ORDER_ORDER_ALREADY_PAID). */
  | 'already-paid';

export interface TransactionFacts {
  /** Technical name of the newest transaction's state. */
  state: string;
  asynchronous: boolean;
}

const PAID_STATES = new Set(['paid', 'paid_partially', 'authorized']);
const FAILED_STATES = new Set(['failed', 'cancelled', 'reminded', 'chargeback', 'unconfirmed']);

/** Transaction states in which the Store API accepts another payment method (POST /order/payment). */
const RETRYABLE_STATES: ReadonlySet<string> = new Set(['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed']);

export function paymentView(page: ResultPage, transaction: TransactionFacts | null): PaymentView {
  const state = transaction?.state ?? 'open';
  if (PAID_STATES.has(state)) return page === 'unpaid' ? 'already-paid' : 'paid';
  if (page === 'unpaid' || FAILED_STATES.has(state)) return 'unpaid';
  if (state === 'open' && transaction?.asynchronous) return 'awaiting-gateway';
  return 'confirmed';
}

/** 'Pay again' in the order history: an unpaid order whose payment the Store API lets change. */
export function canPayAgain(orderState: string, transaction: TransactionFacts | null): boolean {
  if (!transaction || orderState === 'cancelled') return false;
  if (!RETRYABLE_STATES.has(transaction.state)) return false;
  // An open synchronous payment (invoice …) is waiting for the merchant, not for the shopper.
  return transaction.state !== 'open' || transaction.asynchronous;
}

/** Shopware's built-in synchronous methods, by technical name (6.6 also sends `asynchronous`). */
const SYNCHRONOUS_TECHNICAL_NAMES = new Set([
  'payment_invoice',
  'payment_cashpayment',
  'payment_cash_on_delivery',
  'payment_prepayment',
  'payment_debitpayment',
  'payment_default',
]);

/**
 * Whether a method pays on an external page. Shopware 6.6 tells (`asynchronous`); 6.7 does not, so the
 * built-in synchronous methods are recognised by name and any other method is given the gateway
 * step (handle-payment answers without a redirect for a synchronous one, which is harmless).
 */
export function isAsynchronousMethod(
  method: { asynchronous?: unknown; technicalName?: unknown; formattedHandlerIdentifier?: unknown } | null | undefined,
): boolean {
  if (!method) return false;
  if (typeof method.asynchronous === 'boolean') return method.asynchronous;
  if (typeof method.technicalName === 'string' && SYNCHRONOUS_TECHNICAL_NAMES.has(method.technicalName)) return false;
  if (
    typeof method.formattedHandlerIdentifier === 'string' &&
    /^handler_shopware_(invoice|cash|prepayment|debit|default)/.test(method.formattedHandlerIdentifier)
  )
    return false;
  return typeof method.technicalName === 'string' && method.technicalName !== '';
}

/** Facts of the order's newest transaction (the one handle-payment and a retry work on). */
export function transactionFacts(order: Pick<Schemas['Order'], 'transactions'>): (TransactionFacts & { paymentMethodId: string }) | null {
  const newest = [...(order.transactions ?? [])].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))[0];
  if (!newest) return null;
  return {
    state: newest.stateMachineState?.technicalName ?? 'open',
    asynchronous: isAsynchronousMethod(newest.paymentMethod as Parameters<typeof isAsynchronousMethod>[0]),
    paymentMethodId: newest.paymentMethodId,
  };
}
