import { useTranslation } from '../../i18n/react.tsx';
import { useFormField, ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import { translateMessage } from '../../lib/forms/messages.ts';
import { MethodRadioOptions } from '../payment/index.ts';
import type { PaymentData } from './payment.server.ts';

function PaymentChoices({ methods, currentId }: PaymentData) {
  const { t } = useTranslation();
  const field = useFormField('paymentMethodId');
  const chosen = field.value ?? currentId;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={field.error ? `${field.id}-error` : undefined}>
      <legend className="mb-2 font-medium">{t('forms.fields.paymentMethodId')}</legend>
      {field.error && (
        <p id={`${field.id}-error`} className="text-sm font-medium text-danger">
          {translateMessage(t, field.error)}
        </p>
      )}
      <MethodRadioOptions name="paymentMethodId" methods={methods} checkedId={chosen} firstInputId={field.id} />
    </fieldset>
  );
}

export function PaymentPage(props: PaymentData) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="payment-heading" className="mb-2 text-3xl font-bold tracking-tight">
        {t('pages.accountPayment')}
      </h1>
      <p className="mb-4 text-muted">{t('account.payment.intro')}</p>
      {props.methods.length === 0 ? (
        <p>{t('account.payment.none')}</p>
      ) : (
        <ValidatedForm name="payment" submitLabel={t('account.payment.save')} labelledBy="payment-heading">
          <PaymentChoices {...props} />
        </ValidatedForm>
      )}
    </>
  );
}
