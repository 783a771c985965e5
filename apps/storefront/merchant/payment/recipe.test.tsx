// @vitest-environment happy-dom
// The cookbook's recipe (docs/cookbook/payment-component.md), step by step: register a component for a
// method's technical name, see it in the method's choice, run its step before the submission, and
// find its token in the `paymentDetails` the action sends to /handle-payment.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { MethodRadioOptions } from '../../app/features/payment/MethodRadioOptions.tsx';
import { paymentSources } from '../../app/features/payment/components/content-security.ts';
import { paymentDetailsOf } from '../../app/features/payment/components/payment-details.ts';
import { usePaymentSteps, type PaymentSteps } from '../../app/features/payment/components/payment-steps.ts';
import { paymentComponentIn, shopPaymentComponents } from '../../app/features/payment/components/registry.ts';
import { definePaymentComponents } from '../../app/features/payment/components/types.ts';
import { formValuesOf } from '../../app/lib/forms/validate.ts';
import { exampleProvider } from './example-provider/index.ts';

afterEach(cleanup);

// Step 2 of the recipe: the merchant's map, keyed by the payment method's technicalName.
const components = definePaymentComponents({ example_provider: exampleProvider });

const METHODS = [
  { id: 'method-provider', name: 'Example provider', description: '', technicalName: 'example_provider' },
  { id: 'method-invoice', name: 'Invoice', description: '', technicalName: 'payment_invoice' },
];

function renderChoice(checkedId: string) {
  const handle: { steps?: PaymentSteps; form?: HTMLFormElement | null } = {};
  function Checkout() {
    const steps = usePaymentSteps('paymentMethodId', { value: 49.9, currency: 'EUR' }, components);
    handle.steps = steps;
    return (
      <form ref={(element) => void (handle.form = element)} aria-label="Checkout">
        <fieldset>
          <legend>Payment method</legend>
          <MethodRadioOptions name="paymentMethodId" methods={METHODS} checkedId={checkedId} paymentSteps={steps} />
        </fieldset>
      </form>
    );
  }
  renderInApp(<Checkout />);
  return handle;
}

describe('cookbook: add a payment provider’s component', () => {
  it('renders the component in its method’s choice only', async () => {
    renderChoice('method-provider');
    const field = await screen.findByLabelText('Card details');
    expect(field.closest('[data-payment-method]')?.getAttribute('data-payment-method')).toBe('example_provider');
    expect(document.querySelectorAll('[data-payment-method]')).toHaveLength(1);
  });

  it('runs its step before the submission and sends its token as paymentDetails', async () => {
    const handle = renderChoice('method-provider');
    fireEvent.change(await screen.findByLabelText('Card details'), { target: { value: 'tok_example_123' } });
    const data = new FormData(handle.form!);
    expect(await handle.steps!.prepare(data)).toBeNull();
    // What the payment action hands to /handle-payment.
    expect(paymentDetailsOf(formValuesOf(data))).toEqual({ exampleToken: 'tok_example_123' });
  });

  it('shows a refusal at the method, in the shopper’s language, and submits nothing', async () => {
    const handle = renderChoice('method-provider');
    await screen.findByLabelText('Card details');
    const data = new FormData(handle.form!);
    expect(await handle.steps!.prepare(data)).toEqual({ paymentMethodId: { key: 'payment.tokenInvalid' } });
    expect(paymentDetailsOf(formValuesOf(data))).toBeUndefined();
  });

  it('leaves other methods alone (no step: the form submits as before)', async () => {
    const handle = renderChoice('method-invoice');
    await screen.findByLabelText('Card details');
    expect(handle.steps!.prepare(new FormData(handle.form!))).toBeNull();
  });

  it('allows the provider’s origins in the CSP of payment pages', () => {
    expect(paymentSources(Object.values(components), 'http://localhost:8000')).toEqual({
      frameSrc: [],
      scriptSrc: ['https://js.example-provider.test'],
      connectSrc: ['https://api.example-provider.test'],
      formAction: [],
    });
  });

  it('the shop’s own map has the demo’s "Card payment (test)"', () => {
    expect(paymentComponentIn(shopPaymentComponents, 'payment_test_card')).toBeDefined();
    expect(paymentComponentIn(shopPaymentComponents, 'toString')).toBeUndefined();
  });
});
