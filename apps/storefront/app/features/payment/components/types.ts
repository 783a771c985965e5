// The interface of payment components: what a merchant's folder registers per payment method
// (keyed by the method's `technicalName`) and what the checkout and "pay again" give each component.
// The recipe: docs/cookbook/payment-component.md; the design: docs/adr/0044-payment-components.md.
import type { ComponentType } from 'react';
import type { MessageKey } from '../../../i18n/message-key.ts';

/** What the step before the order (or before "pay again" hands the payment over) gives back. */
export type PaymentStepResult =
  /** Sent to `/handle-payment` as `paymentDetails` (Shopware hands the whole request to the method's handler). */
  | { ok: true; paymentDetails: Readonly<Record<string, string>> }
  /** Shown at the method's choice, in the shopper's language; nothing is submitted. */
  | { ok: false; message: MessageKey };

export type PaymentStep = () => Promise<PaymentStepResult>;

/** What the shopper is about to pay: the cart's total in the checkout, the order's for "pay again". */
export interface PaymentAmount {
  value: number;
  /** ISO 4217 code, e.g. `EUR`. */
  currency: string;
}

export interface PaymentComponentProps {
  method: { id: string; technicalName: string; name: string };
  /** The Store API's origin: where Shopware's payment plugins (and the demo gateway) answer. */
  storeApiOrigin: string;
  /**
   * The sales channel's access key: public, like a provider's publishable key. Gateways that bind a
   * card token to the shop (the demo gateway does) name the shop with it.
   */
  salesChannelKey: string;
  /** The amount the payment is for; a provider binds its token to it (the demo gateway does). */
  amount: PaymentAmount;
  /**
   * Registers the step run when the shopper submits with this method chosen (e.g. turn the card into
   * a token); `null` removes it. Without a step the form is submitted as it is.
   */
  setStep: (step: PaymentStep | null) => void;
  /** Submits the surrounding form, e.g. when Enter is pressed inside a provider's frame. */
  requestSubmit: () => void;
}

export interface PaymentComponentDefinition {
  /**
   * Rendered under the method's choice once the page runs JavaScript (React.lazy keeps a provider's
   * code out of every other page). Without JavaScript the method goes through the Store API's
   * redirect (`/handle-payment` without `paymentDetails`), as every method did before.
   */
  Component: ComponentType<PaymentComponentProps>;
  /** Shown instead of the component without JavaScript; defaults to `payment.noScript`. */
  noScriptNote?: MessageKey;
  /**
   * Origins the component loads frames, scripts or requests from. The storefront's Content-Security-Policy
   * allows them on the checkout and "pay again" pages only. `'store-api'` stands for the Store API's origin.
   */
  contentSecurityPolicy?: {
    frameSrc?: readonly string[];
    scriptSrc?: readonly string[];
    connectSrc?: readonly string[];
    /** Where "Submit order" may lead (the provider's hosted payment page), when it redirects there. */
    formAction?: readonly string[];
  };
}

/** Payment method technical name → its component. */
export type PaymentComponents = Readonly<Record<string, PaymentComponentDefinition>>;

/** Types a merchant's map of components (and keeps its literal keys). */
export function definePaymentComponents<const T extends PaymentComponents>(components: T): T {
  return components;
}
