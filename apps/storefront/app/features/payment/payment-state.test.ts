import { describe, expect, it } from 'vitest';
import { canPayAgain, isAsynchronousMethod, paymentView } from './payment-state.ts';

const card = (state: string) => ({ state, asynchronous: true });
const invoice = (state: string) => ({ state, asynchronous: false });

describe('paymentView', () => {
  it('sends an open asynchronous payment to the gateway from the success page', () => {
    expect(paymentView('success', card('open'))).toBe('awaiting-gateway');
  });

  it('just confirms a synchronous method', () => {
    expect(paymentView('success', invoice('open'))).toBe('confirmed');
    expect(paymentView('paid', invoice('open'))).toBe('confirmed');
  });

  it('shows paid orders as paid, and as already paid on the unpaid page', () => {
    expect(paymentView('paid', card('paid'))).toBe('paid');
    expect(paymentView('success', card('paid'))).toBe('paid');
    expect(paymentView('unpaid', card('paid'))).toBe('already-paid');
  });

  it('offers a retry for failed and cancelled payments', () => {
    expect(paymentView('unpaid', card('failed'))).toBe('unpaid');
    expect(paymentView('unpaid', card('cancelled'))).toBe('unpaid');
    expect(paymentView('success', card('failed'))).toBe('unpaid');
    expect(paymentView('unpaid', null)).toBe('unpaid');
  });
});

describe('canPayAgain', () => {
  it('allows failed, cancelled and open gateway payments', () => {
    expect(canPayAgain('open', card('failed'))).toBe(true);
    expect(canPayAgain('open', card('cancelled'))).toBe(true);
    expect(canPayAgain('open', card('open'))).toBe(true);
  });

  it('refuses paid, open invoices, cancelled orders and orders without a transaction', () => {
    expect(canPayAgain('open', card('paid'))).toBe(false);
    expect(canPayAgain('open', invoice('open'))).toBe(false);
    expect(canPayAgain('cancelled', card('failed'))).toBe(false);
    expect(canPayAgain('open', null)).toBe(false);
  });
});

describe('isAsynchronousMethod', () => {
  it('uses the asynchronous flag when the Store API sends one', () => {
    expect(isAsynchronousMethod({ asynchronous: false, technicalName: 'payment_demo_card' })).toBe(false);
    expect(isAsynchronousMethod({ asynchronous: true, technicalName: 'payment_invoice' })).toBe(true);
  });

  it("recognises Shopware's built-in synchronous methods otherwise", () => {
    expect(isAsynchronousMethod({ technicalName: 'payment_invoice' })).toBe(false);
    expect(isAsynchronousMethod({ technicalName: 'payment_prepayment' })).toBe(false);
    expect(isAsynchronousMethod({ formattedHandlerIdentifier: 'handler_shopware_invoicepayment' })).toBe(false);
    expect(isAsynchronousMethod({ technicalName: 'payment_demo_card' })).toBe(true);
    expect(isAsynchronousMethod(null)).toBe(false);
  });
});
