// Billing and shipping address of the customer. Registered customers may pick others from their
// address book (PATCH /context billingAddressId / shippingAddressId); guests entered theirs already.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { AddressView } from '../account/address.ts';
import { SelectField } from '../account/forms/fields.tsx';
import { ValidatedForm } from '../account/forms/ValidatedForm.tsx';
import type { CheckoutCustomer } from './checkout.server.ts';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';

function AddressText({ address }: { address: AddressView | null }) {
  if (!address) return <p>–</p>;
  return (
    <address className="not-italic">
      {[address.company, `${address.firstName} ${address.lastName}`, address.street, `${address.zipcode} ${address.city}`.trim(), address.stateName, address.countryName]
        .filter(Boolean)
        .map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

function addressLabel(address: AddressView): string {
  return [`${address.firstName} ${address.lastName}`, address.street, `${address.zipcode} ${address.city}`.trim(), address.countryName].filter(Boolean).join(', ');
}

export function AddressesPanel({ customer, headingRef }: { customer: CheckoutCustomer; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = customer.addresses.map((address) => ({ value: address.id, label: addressLabel(address) }));
  return (
    <section aria-labelledby="checkout-addresses-heading" className="flex flex-col gap-3">
      <h2 id="checkout-addresses-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('checkout.addresses.heading')}
      </h2>
      <p>{t(customer.guest ? 'checkout.addresses.guest' : 'checkout.addresses.customer', { name: customer.name, email: customer.email })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('checkout.addresses.billing')}</h3>
          <AddressText address={customer.billingAddress} />
        </div>
        <div>
          <h3 className="font-semibold">{t('checkout.addresses.shipping')}</h3>
          <AddressText address={customer.shippingAddress} />
        </div>
      </div>
      {options.length > 1 && (
        <details>
          <summary className="cursor-pointer underline">{t('checkout.addresses.change')}</summary>
          <ValidatedForm name={CHECKOUT_FORM_NAMES.addresses} submitLabel={t('checkout.addresses.save')} className="mt-3 flex max-w-xl flex-col gap-4">
            <SelectField name="billingAddressId" label={t('checkout.addresses.billing')} required placeholder={false} options={options} defaultValue={customer.billingAddress?.id ?? ''} />
            <SelectField name="shippingAddressId" label={t('checkout.addresses.shipping')} required placeholder={false} options={options} defaultValue={customer.shippingAddress?.id ?? ''} />
          </ValidatedForm>
        </details>
      )}
      {!customer.guest && (
        <p>
          <Link to={localisePath('/account/address', locale)} className="underline">
            {t('checkout.addresses.manage')}
          </Link>
        </p>
      )}
    </section>
  );
}
