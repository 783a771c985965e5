// The steps registered by the payment components of one form, run for the chosen method when the
// form is submitted. A step's details become `paymentDetails.<key>` fields of the submission.
import { useMemo, useRef } from 'react';
import type { FieldErrors } from '../../../lib/forms/messages.ts';
import { paymentDetailsField } from './payment-details.ts';
import { paymentComponentIn, shopPaymentComponents } from './registry.ts';
import type { PaymentAmount, PaymentComponentDefinition, PaymentComponents, PaymentStep } from './types.ts';

export interface PaymentSteps {
  /** What the form pays: handed to every component (a provider binds its token to it). */
  amount: PaymentAmount;
  /** The component of a payment method (by its technical name), if the shop has one. */
  componentFor(technicalName: string | undefined): PaymentComponentDefinition | undefined;
  set(methodId: string, step: PaymentStep | null): void;
  /**
   * Null when the chosen method has no step (the form submits as usual); otherwise the step's
   * refusal as an error of the method field, or null once its details are in `data`.
   */
  prepare(data: FormData): Promise<FieldErrors | null> | null;
}

export function usePaymentSteps(field: string, amount: PaymentAmount, components: PaymentComponents = shopPaymentComponents): PaymentSteps {
  const steps = useRef(new Map<string, PaymentStep>());
  const { value, currency } = amount;
  return useMemo(
    () => ({
      amount: { value, currency },
      componentFor: (technicalName) => paymentComponentIn(components, technicalName),
      set(methodId, step) {
        if (step) steps.current.set(methodId, step);
        else steps.current.delete(methodId);
      },
      prepare(data) {
        const methodId = data.get(field);
        const step = typeof methodId === 'string' ? steps.current.get(methodId) : undefined;
        if (!step) return null;
        return step().then(
          (result): FieldErrors | null => {
            if (!result.ok) return { [field]: { key: result.message } };
            for (const [key, value] of Object.entries(result.paymentDetails)) data.set(paymentDetailsField(key), value);
            return null;
          },
          // A component that fails outright must not let the order through without its details.
          (): FieldErrors => ({ [field]: { key: 'payment.unavailable' } }),
        );
      },
    }),
    [field, components, value, currency],
  );
}
