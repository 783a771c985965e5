// 'Pay again' for an unpaid order, with the same or another payment method (POST /order/payment,
// then handle-payment). Used by the unpaid page and the account's order history.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { MethodRadioOptions } from './MethodRadioOptions.tsx';
import { PAYMENT_FIELDS } from './payment-fields.ts';
import type { PaymentMethodView } from './payment-method-view.ts';

interface Props {
  orderId: string;
  methods: PaymentMethodView[];
  currentMethodId: string;
  /** Where a refusal is shown (the page the form is on). */
  returnTo: string;
}

export function RetryPaymentForm({ orderId, methods, currentMethodId, returnTo }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const checkedId = methods.some((method) => method.id === currentMethodId) ? currentMethodId : (methods[0]?.id ?? '');
  return (
    <form method="post" action={localisePath('/checkout/payment', locale)} className="flex flex-col gap-3" aria-labelledby={`${id}-legend`}>
      <input type="hidden" name={PAYMENT_FIELDS.orderId} value={orderId} />
      <input type="hidden" name={PAYMENT_FIELDS.returnTo} value={returnTo} />
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-legend`} className="mb-1 font-semibold">
          {t('checkout.payment.chooseMethod')}
        </legend>
        <MethodRadioOptions name={PAYMENT_FIELDS.paymentMethodId} methods={methods} checkedId={checkedId} look="plain" />
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary">
          {t('checkout.payment.payAgain')}
        </button>
      </div>
    </form>
  );
}
