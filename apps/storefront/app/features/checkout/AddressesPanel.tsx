// Billing and shipping address of a customer in the checkout form. A registered customer changes them
// in the address book, which leads back to the checkout; guests entered theirs with the order form.
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ADDRESS_BOOK_RETURN, type AddressView } from '../account/index.ts';
import type { CheckoutCustomer } from './checkout.server.ts';

function AddressText({ address }: { address: AddressView | null }) {
  if (!address) return <p>–</p>;
  return (
    <address className="not-italic">
      {[
        address.company,
        `${address.firstName} ${address.lastName}`,
        address.street,
        `${address.zipcode} ${address.city}`.trim(),
        address.stateName,
        address.countryName,
      ]
        .filter(Boolean)
        .map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

export function AddressesPanel({ customer, headingRef }: { customer: CheckoutCustomer; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const addressBook = `${localisePath('/account/address', locale)}?${ADDRESS_BOOK_RETURN.param}=${ADDRESS_BOOK_RETURN.checkout}`;
  const parts = [
    { key: 'billing', label: t('checkout.addresses.billing'), address: customer.billingAddress },
    { key: 'shipping', label: t('checkout.addresses.shipping'), address: customer.shippingAddress },
  ];
  return (
    <section aria-labelledby="checkout-addresses-heading" className="flex flex-col gap-3">
      <h2 id="checkout-addresses-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('checkout.addresses.heading')}
      </h2>
      <p>{t(customer.guest ? 'checkout.addresses.guest' : 'checkout.addresses.customer', { name: customer.name, email: customer.email })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {parts.map((part) => (
          <div key={part.key} className="rounded-control bg-surface p-4" data-testid={`checkout-${part.key}-address`}>
            <h3 className="font-semibold">{part.label}</h3>
            <AddressText address={part.address} />
            {!customer.guest && (
              <Link to={addressBook} className="mt-2 inline-block underline" aria-label={t('checkout.addresses.changeNamed', { name: part.label })}>
                {t('checkout.addresses.change')}
              </Link>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
