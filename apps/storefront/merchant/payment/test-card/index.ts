// "Card payment (test)": the demo gateway's card fields in the checkout. The fields are the gateway's
// own page in a frame (like Stripe Elements or Adyen's secured fields), served by the Store API's
// origin, so the card never touches the shop.
import { lazy } from 'react';
import type { PaymentComponentDefinition } from '../../../app/features/payment/components/types.ts';

export const testCard: PaymentComponentDefinition = {
  Component: lazy(() => import('./TestCardFields.tsx')),
  contentSecurityPolicy: { frameSrc: ["'store-api'"] },
};
