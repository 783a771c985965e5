// Who orders, for visitors without a customer: sign in (the account's login form, back to /checkout)
// or enter the addresses and either order as a guest ('Do not create a customer account') or create
// an account with a password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { CountryOption, SalutationOption } from '../account/address.ts';
import { AddressFields } from '../account/AddressFields.tsx';
import { TextField } from '../account/forms/fields.tsx';
import { loginSchema } from '../account/forms/schemas.ts';
import { ValidatedForm } from '../account/forms/ValidatedForm.tsx';
import { REDIRECT_PARAM } from '../account/redirects.ts';
import { CheckboxField, useCheckboxValue } from './CheckboxField.tsx';
import { customerSchema, SHIPPING_PREFIX } from './checkout-schemas.ts';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';

interface Props {
  salutations: SalutationOption[];
  countries: CountryOption[];
  salutationRequired: boolean;
}

export function CustomerStep(props: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="checkout-login-heading" className="rounded border border-slate-300 p-4">
        <h2 id="checkout-login-heading" className="mb-2 text-xl font-bold">
          {t('checkout.customer.loginHeading')}
        </h2>
        <ValidatedForm name={CHECKOUT_FORM_NAMES.login} schema={loginSchema} submitLabel={t('account.login.submit')} labelledBy="checkout-login-heading">
          <input type="hidden" name={REDIRECT_PARAM} value={localisePath('/checkout', locale)} />
          <TextField name="email" type="email" autoComplete="email" required />
          <TextField name="password" type="password" autoComplete="current-password" required />
        </ValidatedForm>
      </section>
      <section aria-labelledby="checkout-customer-heading" className="rounded border border-slate-300 p-4">
        <h2 id="checkout-customer-heading" className="mb-2 text-xl font-bold">
          {t('checkout.customer.heading')}
        </h2>
        <ValidatedForm
          name={CHECKOUT_FORM_NAMES.customer}
          schema={customerSchema(props.salutationRequired)}
          submitLabel={t('checkout.customer.submit')}
          labelledBy="checkout-customer-heading"
        >
          <CustomerFields {...props} />
        </ValidatedForm>
      </section>
    </div>
  );
}

/** Without JavaScript every part is shown; once hydrated, the password and shipping parts follow their box. */
function CustomerFields({ salutations, countries, salutationRequired }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [guest, setGuest] = useState(useCheckboxValue('guest', true));
  const [differentShipping, setDifferentShipping] = useState(useCheckboxValue('differentShipping', false));
  return (
    <>
      <AddressFields salutations={salutations} countries={countries} salutationRequired={salutationRequired} />
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
      <fieldset hidden={hydrated && !differentShipping} className="flex flex-col gap-4 rounded border border-slate-300 p-4">
        <legend className="px-1 font-semibold">{t('checkout.customer.shippingAddress')}</legend>
        <AddressFields salutations={salutations} countries={countries} prefix={SHIPPING_PREFIX} salutationRequired={salutationRequired} />
      </fieldset>
    </>
  );
}
