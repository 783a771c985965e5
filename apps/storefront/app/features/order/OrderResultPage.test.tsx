// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import type { OrderResultData } from './order-result.server.ts';
import { OrderResultPage } from './OrderResultPage.tsx';
import type { PaymentView } from '../payment/payment-state.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ORDER_ID = 'f'.repeat(32);
const CARD_ID = 'c'.repeat(32);
const INVOICE_ID = 'i'.repeat(32);

function data(payment: PaymentView, page: OrderResultData['page'] = 'success'): OrderResultData {
  return {
    page,
    payment,
    paymentMethodId: CARD_ID,
    retryMethods:
      payment === 'unpaid'
        ? [
            { id: INVOICE_ID, name: 'Invoice', description: '' },
            { id: CARD_ID, name: 'Credit card (demo gateway)', description: '' },
          ]
        : [],
    order: {
      id: ORDER_ID,
      orderNumber: '10042',
      orderDate: '2026-11-23T10:00:00Z',
      orderDay: { medium: '23 Nov 2026', long: '23 November 2026' },
      status: 'Open',
      paymentStatus: 'Open',
      paymentMethod: 'Credit card (demo gateway)',
      amountTotal: 59.8,
      currency: 'EUR',
      payAgain: false,
      paymentMethodId: CARD_ID,
      awaitingTransfer: false,
      subtotal: 54.9,
      shipping: 4.9,
      shippingMethod: 'Standard',
      taxes: [{ rate: 19, tax: 9.55 }],
      taxStatus: 'gross',
      netTotal: 50.25,
      lineItems: [
        {
          id: 'l1',
          label: 'Tent',
          productNumber: 'SW-TENT',
          options: [{ group: 'Colour', option: 'Navy' }],
          href: '/Tent/AI1',
          type: 'product',
          quantity: 2,
          unitPrice: 27.45,
          totalPrice: 54.9,
          downloads: [],
        },
      ],
    },
  };
}

describe('<OrderResultPage>', () => {
  it('counts down to the gateway and posts the pay form (the same form works without JavaScript)', () => {
    vi.useFakeTimers();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submit);
    renderInApp(<OrderResultPage data={data('awaiting-gateway')} />, { path: `/checkout/success/${ORDER_ID}` });
    expect(screen.getByText('You will be redirected to the payment gateway in 5 seconds.')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Continue to payment' }).closest('form');
    expect(form?.getAttribute('action')).toBe('/checkout/payment');
    expect((form?.querySelector('input[name="orderId"]') as HTMLInputElement).value).toBe(ORDER_ID);
    // One tick per second: each re-render schedules the next.
    const tick = () => act(() => vi.advanceTimersByTime(1000));
    for (let second = 1; second <= 4; second += 1) tick();
    expect(submit).not.toHaveBeenCalled();
    tick();
    expect(submit).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submit);
    expect(screen.getByTestId('order-total').textContent).toBe('€59.80');
  });

  it('offers to pay an unpaid order again, with the current method chosen', () => {
    renderInApp(<OrderResultPage data={data('unpaid', 'unpaid')} />, { path: `/checkout/success/${ORDER_ID}/unpaid` });
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect((within(group).getByRole('radio', { name: 'Credit card (demo gateway)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
  });

  it('says an order has already been paid instead of offering a retry', () => {
    renderInApp(<OrderResultPage data={data('already-paid', 'unpaid')} />, { path: `/checkout/success/${ORDER_ID}/unpaid` });
    expect(screen.getByText('This order has already been paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('just confirms a synchronous order, in German', () => {
    renderInApp(<OrderResultPage data={data('confirmed')} />, { locale: 'de-DE', path: `/testde/checkout/success/${ORDER_ID}` });
    expect(screen.getByText(/Wir haben Bestellung 10042 erhalten/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
