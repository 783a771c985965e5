// The one checkout form (DESIGN.md "Checkout"): who orders or the customer's addresses, shipping and
// payment method, comment and consents, and one primary "Submit order". The order summary sits beside
// the form on desktop and before the submit button on phones. With JavaScript a changed method or
// country is applied at once through a fetcher, so the totals follow; without it "Update totals" does.
import type { FormEvent, Ref } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFetcher } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { FORM_NAME_FIELD } from '../../lib/forms/form-state.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import { AddressesPanel } from './AddressesPanel.tsx';
import type { CheckoutData } from './checkout.server.ts';
import { checkoutSchema, SHIPPING_PREFIX } from './checkout-schemas.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { CHECKOUT_FORM_NAMES, CHECKOUT_INTENT_FIELD, CHECKOUT_ORDER_KEY_FIELD } from './form-names.ts';
import { MethodChoices } from './MethodChoices.tsx';
import { OrderConsents } from './OrderConsents.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { usePaymentSteps } from '../payment/index.ts';

/** Inputs whose change alters the totals. */
const CONTEXT_INPUTS = new Set(['shippingMethodId', 'paymentMethodId', 'countryId', `${SHIPPING_PREFIX}countryId`, 'differentShipping']);
/** Each part of the form is a card; the summary beside them is a filled panel. */
const SECTION_CARD = 'rounded-card border border-line p-4 md:p-6';
const CONTEXT_VALUES = ['shippingMethodId', 'paymentMethodId', 'countryId', `${SHIPPING_PREFIX}countryId`, 'differentShipping'];

interface Props {
  data: CheckoutData;
  termsHref: string | null;
  addressesHeadingRef: Ref<HTMLHeadingElement>;
}

export function CheckoutForm({ data, termsHref, addressesHeadingRef }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const contextFetcher = useFetcher({ key: 'checkout-context' });
  const paymentSteps = usePaymentSteps('paymentMethodId', { value: data.cart.total, currency: data.currency });
  const action = localisePath('/checkout', locale);
  const schema = checkoutSchema({
    newCustomer: data.customer === null,
    salutationRequired: data.salutationRequired,
    needsRevocationWaiver: data.needsRevocationWaiver,
    virtual: data.cart.virtual,
  });

  function applyContext(event: FormEvent<HTMLFormElement>) {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    if (!CONTEXT_INPUTS.has(input.name)) return;
    const all = new FormData(event.currentTarget);
    const body = new FormData();
    body.set(FORM_NAME_FIELD, CHECKOUT_FORM_NAMES.context);
    for (const name of CONTEXT_VALUES) {
      const value = all.get(name);
      if (typeof value === 'string' && value !== '') body.set(name, value);
    }
    void contextFetcher.submit(body, { method: 'post', action });
  }

  return (
    <ValidatedForm
      name={CHECKOUT_FORM_NAMES.order}
      // Always /checkout, also when a refused sign-in left the page at its own URL (`?sign-in`).
      action={action}
      schema={schema}
      submitLabel={t('checkout.confirm.submit')}
      labelledBy="checkout-heading"
      onChange={applyContext}
      // An order submitted while the totals are being updated would race their revalidation, which
      // finds the cart empty after the order and leaves for the cart page.
      pending={contextFetcher.state !== 'idle'}
      prepareSubmit={paymentSteps.prepare}
      className="grid gap-4 md:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10"
      submitClassName="flex flex-wrap items-center gap-3 lg:col-start-1"
      submitButtonClassName="btn-lg w-full sm:w-auto sm:min-w-64"
      secondaryAction={
        hydrated ? undefined : (
          <button type="submit" name={CHECKOUT_INTENT_FIELD} value="refresh" className="btn btn-secondary">
            {t('checkout.methods.refresh')}
          </button>
        )
      }
    >
      <input type="hidden" name={CHECKOUT_ORDER_KEY_FIELD} value={data.orderKey} />
      <div className="flex min-w-0 flex-col gap-4 md:gap-6 lg:col-start-1">
        <div className={SECTION_CARD}>
          {data.customer ? (
            <AddressesPanel customer={data.customer} headingRef={addressesHeadingRef} />
          ) : (
            <CustomerFields
              salutations={data.salutations}
              countries={data.countries}
              salutationRequired={data.salutationRequired}
              defaultCountryId={data.defaultCountryId}
            />
          )}
        </div>
        {!data.cart.virtual && (
          <div className={SECTION_CARD}>
            <MethodChoices field="shippingMethodId" legend={t('checkout.methods.shipping')} methods={data.shippingMethods} currentId={data.shippingMethodId} />
          </div>
        )}
        <div className={SECTION_CARD}>
          <MethodChoices
            field="paymentMethodId"
            legend={t('checkout.methods.payment')}
            methods={data.paymentMethods}
            currentId={data.paymentMethodId}
            paymentSteps={paymentSteps}
          />
        </div>
        <div className={SECTION_CARD}>
          <OrderConsents needsRevocationWaiver={data.needsRevocationWaiver} termsHref={termsHref} />
        </div>
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <OrderSummary cart={data.cart} updating={contextFetcher.state !== 'idle'} />
      </div>
    </ValidatedForm>
  );
}
