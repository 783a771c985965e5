// The order itself: a comment, the terms (always) and the waiver of the right to cancel (digital
// items), checked by the action because the Store API does not check them (spec §5).
import { useTranslation } from 'react-i18next';
import { TextArea } from '../account/forms/fields.tsx';
import { ValidatedForm } from '../account/forms/ValidatedForm.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';

export function ConfirmOrderForm({ needsRevocationWaiver }: { needsRevocationWaiver: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-confirm-heading">
      <h2 id="checkout-confirm-heading" className="mb-3 text-xl font-bold">
        {t('checkout.confirm.heading')}
      </h2>
      <ValidatedForm name={CHECKOUT_FORM_NAMES.order} submitLabel={t('checkout.confirm.submit')} labelledBy="checkout-confirm-heading">
        <TextArea name="customerComment" label={t('checkout.confirm.comment')} />
        <CheckboxField name="tos" required>
          {t('checkout.confirm.tos')}
        </CheckboxField>
        {needsRevocationWaiver && (
          <CheckboxField name="revocation" required>
            {t('checkout.confirm.revocation')}
          </CheckboxField>
        )}
      </ValidatedForm>
    </section>
  );
}
