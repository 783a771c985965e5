// Who orders, for visitors without a customer: personal data and billing address, the e-mail
// address, either a guest order ('Do not create a customer account') or a password for an account,
// and an optional different shipping address. Part of the one checkout form.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { CountryOption, SalutationOption } from '../account/address.ts';
import { AddressFields } from '../account/AddressFields.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { CheckboxField, useCheckboxValue } from './CheckboxField.tsx';
import { SHIPPING_PREFIX } from './checkout-schemas.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

interface Props {
  salutations: SalutationOption[];
  countries: CountryOption[];
  salutationRequired: boolean;
  defaultCountryId: string;
}

/** Without JavaScript every part is shown; once hydrated, the password and shipping parts follow their box. */
export function CustomerFields({ salutations, countries, salutationRequired, defaultCountryId }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [guest, setGuest] = useState(useCheckboxValue('guest', true));
  const [differentShipping, setDifferentShipping] = useState(useCheckboxValue('differentShipping', false));
  return (
    <section aria-labelledby="checkout-customer-heading" className="flex flex-col gap-4">
      <h2 id="checkout-customer-heading" className="text-lg font-semibold">
        {t('checkout.customer.heading')}
      </h2>
      <AddressFields salutations={salutations} countries={countries} salutationRequired={salutationRequired} defaultCountryId={defaultCountryId} />
      <TextField name="email" type="email" autoComplete="email" required />
      <CheckboxField name="guest" defaultChecked onToggle={setGuest}>
        {t('checkout.customer.guest')}
      </CheckboxField>
      <div hidden={hydrated && guest}>
        <TextField name="password" type="password" autoComplete="new-password" hint={t('checkout.customer.passwordHint')} />
      </div>
      <CheckboxField name="differentShipping" onToggle={setDifferentShipping}>
        {t('checkout.customer.differentShipping')}
      </CheckboxField>
      <fieldset hidden={hydrated && !differentShipping} className="flex flex-col gap-4 rounded-card border border-line p-4">
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
