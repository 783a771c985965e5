// The one review step's data (pure): the guest context's checkout data seen as one step — who, where to,
// which delivery, what it costs, whether the wallet approved this total — with the wallet's button look.
import type { MessageKey } from '../../i18n/message-key.ts';
import type { AddressView } from '../account/index.ts';
import type { CartView } from '../cart/index.ts';
import type { PaymentMethodView } from '../payment/index.ts';
import { stillApproved, type ExpressReturn } from './express-flow.ts';

/** What the review reads of the checkout's data (features/checkout's loader). */
export interface ReviewSource {
  cart: CartView;
  currency: string;
  needsRevocationWaiver: boolean;
  customer: { email: string; name: string; billingAddress: AddressView | null; shippingAddress: AddressView | null } | null;
  shippingMethods: readonly PaymentMethodView[];
  paymentMethods: readonly (PaymentMethodView & { technicalName: string })[];
  shippingMethodId: string;
  paymentMethodId: string;
}

export interface ExpressReviewData {
  kind: 'express-review';
  wallet: { technicalName: string; label: MessageKey; colors: { background: string; text: string } };
  cart: CartView;
  currency: string;
  contact: { name: string; email: string };
  address: AddressView | null;
  shippingMethods: PaymentMethodView[];
  shippingMethodId: string;
  /** The wallet's method only (the review offers no other); analytics reads both lists. */
  paymentMethods: PaymentMethodView[];
  paymentMethodId: string;
  needsRevocationWaiver: boolean;
  /** What the wallet approved, and whether the cart's total is still that. */
  approved: ExpressReturn['approved'];
  totalApproved: boolean;
}

export function expressReviewView(
  source: ReviewSource,
  wallet: { wallet: string; label: MessageKey; colors: { background: string; text: string }; approved: ExpressReturn['approved'] },
): ExpressReviewData {
  const method = source.paymentMethods.find((candidate) => candidate.technicalName === wallet.wallet);
  const customer = source.customer;
  return {
    kind: 'express-review',
    wallet: { technicalName: wallet.wallet, label: wallet.label, colors: wallet.colors },
    cart: source.cart,
    currency: source.currency,
    contact: { name: customer?.name ?? '', email: customer?.email ?? '' },
    address: customer?.shippingAddress ?? customer?.billingAddress ?? null,
    shippingMethods: [...source.shippingMethods],
    shippingMethodId: source.shippingMethodId,
    paymentMethods: method ? [{ id: method.id, name: method.name, description: method.description }] : [],
    paymentMethodId: method?.id ?? source.paymentMethodId,
    needsRevocationWaiver: source.needsRevocationWaiver,
    approved: wallet.approved,
    totalApproved: stillApproved(wallet.approved, source.cart.total, source.currency),
  };
}
