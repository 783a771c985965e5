// /checkout: notices of automatic method switches, who orders (or the customer's addresses), the
// methods, the order confirmation and the summary.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useRootData } from '../layout/root-data.ts';
import { AddressesPanel } from './AddressesPanel.tsx';
import type { CheckoutData } from './checkout.server.ts';
import { ConfirmOrderForm } from './ConfirmOrderForm.tsx';
import { CustomerStep } from './CustomerStep.tsx';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';
import { MethodForm } from './MethodForm.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { termsPageHref } from './terms-page.ts';

const NOTICE_STYLES = { info: 'border-sky-300 bg-sky-50', warning: 'border-amber-400 bg-amber-50', danger: 'border-red-300 bg-red-50' } as const;

export function CheckoutPage({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The footer navigation the root loader already read (server-rendered: the link needs no JavaScript).
  const termsHref = termsPageHref(useRootData()?.navigation.footer ?? []);
  // Once the shopper has signed in or entered their details, the form they used is gone: focus moves
  // to what replaced it (not on the first render, which must not steal the focus).
  const addressesHeading = useRef<HTMLHeadingElement>(null);
  const hadCustomer = useRef(data.customer !== null);
  useEffect(() => {
    if (data.customer && !hadCustomer.current) addressesHeading.current?.focus();
    hadCustomer.current = data.customer !== null;
  }, [data.customer]);
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">{t('pages.checkout')}</h1>
      {data.notices.length > 0 && (
        <div role="status" className="mb-6 flex flex-col gap-2">
          {data.notices.map((notice) => (
            <p key={`${notice.key}-${JSON.stringify(notice.params)}`} className={`rounded border p-3 ${NOTICE_STYLES[notice.type]}`}>
              {t(notice.key, notice.params ?? {})}
            </p>
          ))}
        </div>
      )}
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          {data.customer ? (
            <AddressesPanel customer={data.customer} headingRef={addressesHeading} />
          ) : (
            <CustomerStep salutations={data.salutations} countries={data.countries} salutationRequired={data.salutationRequired} />
          )}
          {!data.cart.virtual && (
            <MethodForm
              form={CHECKOUT_FORM_NAMES.shippingMethod}
              field="shippingMethodId"
              legend={t('checkout.methods.shipping')}
              submitLabel={t('checkout.methods.saveShipping')}
              methods={data.shippingMethods}
              currentId={data.shippingMethodId}
            />
          )}
          <MethodForm
            form={CHECKOUT_FORM_NAMES.paymentMethod}
            field="paymentMethodId"
            legend={t('checkout.methods.payment')}
            submitLabel={t('checkout.methods.savePayment')}
            methods={data.paymentMethods}
            currentId={data.paymentMethodId}
          />
          <ConfirmOrderForm needsRevocationWaiver={data.needsRevocationWaiver} termsHref={termsHref} />
        </div>
        <aside className="flex flex-col gap-3">
          <OrderSummary cart={data.cart} />
          <Link to={localisePath('/checkout/cart', locale)} className="underline">
            {t('checkout.summary.editCart')}
          </Link>
        </aside>
      </div>
    </>
  );
}
