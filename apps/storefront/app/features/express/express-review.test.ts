import { describe, expect, it } from 'vitest';
import type { CartView } from '../cart/index.ts';
import { expressReviewView, type ReviewSource } from './express-review.ts';

const ADDRESS = {
  id: 'a1',
  salutationId: '',
  firstName: 'Alex',
  lastName: 'Wallet',
  company: '',
  street: 'Teststraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'de',
  countryName: 'Germany',
  countryStateId: '',
  stateName: '',
};

function source(total: number, change: Partial<ReviewSource> = {}): ReviewSource {
  return {
    cart: { total } as CartView,
    currency: 'EUR',
    needsRevocationWaiver: false,
    customer: { email: 'test-wallet@example.com', name: 'Alex Wallet', billingAddress: ADDRESS, shippingAddress: null },
    shippingMethods: [{ id: 's1', name: 'Standard', description: '' }],
    paymentMethods: [
      { id: 'p-invoice', name: 'Invoice', description: '', technicalName: 'payment_invoice' },
      { id: 'p-wallet', name: 'Test wallet', description: 'Approve in the wallet.', technicalName: 'payment_test_wallet' },
    ],
    shippingMethodId: 's1',
    paymentMethodId: 'p-wallet',
    ...change,
  };
}

const WALLET = { wallet: 'payment_test_wallet', label: 'payment.express.testWallet', colors: { background: '#4c1d95', text: '#ffffff' } } as const;

describe('the express review step’s data', () => {
  it('shows the wallet’s payer and address, offers only the wallet as payment', () => {
    const view = expressReviewView(source(54.9), { ...WALLET, approved: { value: 54.9, currency: 'EUR' } });
    expect(view.contact).toEqual({ name: 'Alex Wallet', email: 'test-wallet@example.com' });
    expect(view.address?.street).toBe('Teststraße 1');
    expect(view.paymentMethods).toEqual([{ id: 'p-wallet', name: 'Test wallet', description: 'Approve in the wallet.' }]);
    expect(view.paymentMethodId).toBe('p-wallet');
    expect(view.totalApproved).toBe(true);
  });

  it('prefers a different shipping address to the billing address', () => {
    const shipping = { ...ADDRESS, id: 'a2', street: 'Lieferweg 2' };
    const view = expressReviewView(source(10, { customer: { email: 'e', name: 'n', billingAddress: ADDRESS, shippingAddress: shipping } }), {
      ...WALLET,
      approved: null,
    });
    expect(view.address?.street).toBe('Lieferweg 2');
  });

  it('says when the total is no longer the approved one (another delivery, no approval)', () => {
    expect(expressReviewView(source(59.8), { ...WALLET, approved: { value: 54.9, currency: 'EUR' } }).totalApproved).toBe(false);
    expect(expressReviewView(source(54.9), { ...WALLET, approved: null }).totalApproved).toBe(false);
  });
});
