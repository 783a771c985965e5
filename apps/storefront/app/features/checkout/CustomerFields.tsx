// Who orders, for visitors without a customer: personal data and billing address, the e-mail
// address, either a guest order ('Do not create a customer account') or a password for an account,
// and an optional different shipping address. Part of the one checkout form.
import { useTranslation } from '../../i18n/react.tsx';
import { AddressFields, PrivacyNotice, type CountryOption, type SalutationOption } from '../account/index.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { SHIPPING_PREFIX } from './checkout-schemas.ts';

interface Props {
  salutations: SalutationOption[];
  countries: CountryOption[];
  salutationRequired: boolean;
  defaultCountryId: string;
}

/**
 * The password and the shipping address follow their boxes by CSS (`:has`), the same with and without
 * JavaScript and before hydration; the action ignores what a box leaves out.
 */
export function CustomerFields({ salutations, countries, salutationRequired, defaultCountryId }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-customer-heading" className="flex flex-col gap-4">
      <h2 id="checkout-customer-heading" className="text-lg font-semibold">
        {t('checkout.customer.heading')}
      </h2>
      <AddressFields salutations={salutations} countries={countries} salutationRequired={salutationRequired} defaultCountryId={defaultCountryId} />
      <TextField name="email" type="email" autoComplete="email" required />
      <CheckboxField name="guest" defaultChecked>
        {t('checkout.customer.guest')}
      </CheckboxField>
      <div className="[form:has([name=guest]:checked)_&]:hidden">
        <TextField name="password" type="password" autoComplete="new-password" hint={t('checkout.customer.passwordHint')} />
      </div>
      <CheckboxField name="differentShipping">{t('checkout.customer.differentShipping')}</CheckboxField>
      <fieldset className="[form:has([name=differentShipping]:not(:checked))_&]:hidden flex flex-col gap-4 rounded-card border border-line p-4">
        <legend className="px-1 font-semibold">{t('checkout.customer.shippingAddress')}</legend>
        <AddressFields
          salutations={salutations}
          countries={countries}
          prefix={SHIPPING_PREFIX}
          salutationRequired={salutationRequired}
          defaultCountryId={defaultCountryId}
        />
      </fieldset>
      <PrivacyNotice />
    </section>
  );
}
