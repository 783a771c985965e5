// 'Pay again' for an unpaid order, with the same or another payment method (POST /order/payment,
// then handle-payment). Used by the unpaid page and the account's order history. A method with a
// payment component shows it here too, and its step runs before the form is sent.
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { FieldMessage } from '../../lib/forms/messages.ts';
import { translateMessage } from '../../lib/forms/messages.ts';
import { MethodRadioOptions } from './MethodRadioOptions.tsx';
import { PAYMENT_FIELDS } from './payment-fields.ts';
import { usePaymentSteps } from './components/payment-steps.ts';
import type { PaymentMethodView } from './payment-method-view.ts';

interface Props {
  /** The unpaid order: its total is what a payment component's token is bound to. */
  order: { id: string; amountTotal: number; currency: string };
  methods: PaymentMethodView[];
  currentMethodId: string;
  /** Where a refusal is shown (the page the form is on). */
  returnTo: string;
}

/** The "pay again" box of an unpaid order: its heading and the form, the same on both pages that offer it. */
export function PayAgainSection(props: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="retry-heading" className="rounded-card border border-warning bg-warning-soft p-4">
      <h2 id="retry-heading" className="mb-2 text-lg font-semibold">
        {t('checkout.payment.retryHeading')}
      </h2>
      <RetryPaymentForm {...props} />
    </section>
  );
}

export function RetryPaymentForm({ order, methods, currentMethodId, returnTo }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const submit = useSubmit();
  const paymentSteps = usePaymentSteps(PAYMENT_FIELDS.paymentMethodId, { value: order.amountTotal, currency: order.currency });
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<FieldMessage | null>(null);
  const checkedId = methods.some((method) => method.id === currentMethodId) ? currentMethodId : (methods[0]?.id ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (preparing) return event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const prepared = paymentSteps.prepare(data);
    if (!prepared) return;
    event.preventDefault();
    setPreparing(true);
    setError(null);
    void prepared.then(
      (errors) => {
        setPreparing(false);
        const refusal = errors?.[PAYMENT_FIELDS.paymentMethodId];
        if (refusal) return setError(refusal);
        return submit(data, { method: 'post', action: form.getAttribute('action') ?? undefined });
      },
      () => setPreparing(false),
    );
  }

  return (
    <form method="post" action={localisePath('/checkout/payment', locale)} className="flex flex-col gap-3" aria-labelledby={`${id}-legend`} onSubmit={onSubmit}>
      <input type="hidden" name={PAYMENT_FIELDS.orderId} value={order.id} />
      <input type="hidden" name={PAYMENT_FIELDS.returnTo} value={returnTo} />
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend id={`${id}-legend`} className="mb-1 font-semibold">
          {t('checkout.payment.chooseMethod')}
        </legend>
        <MethodRadioOptions name={PAYMENT_FIELDS.paymentMethodId} methods={methods} checkedId={checkedId} look="plain" paymentSteps={paymentSteps} />
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {translateMessage(t, error)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={preparing} aria-busy={preparing || undefined}>
          {t('checkout.payment.payAgain')}
        </button>
      </div>
    </form>
  );
}
