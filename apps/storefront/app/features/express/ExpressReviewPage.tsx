// The express checkout's one review step: who and where to (from the wallet), the delivery (changing it
// recalculates), the payment (the wallet, approved), the terms, and "Buy now" with the total. A plain form:
// without JavaScript "Update delivery" applies the choice; with it the choice applies at once. When the
// total is no longer what the wallet approved, the button asks the wallet to approve the new total first.
import { Form, useActionData, useSubmit } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { FORM_NAME_FIELD } from '../../lib/forms/form-state.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { AddressLines } from '../account/index.ts';
import { OrderConsents, OrderSummary } from '../checkout/index.ts';
import { useFooterNavigation, termsPageHref } from '../navigation/index.ts';
import { MethodRadioOptions } from '../payment/index.ts';
import { usePriceFormat } from '../product-data/index.ts';
import type { ExpressReviewData } from './express-review.ts';

/** The form's name: analytics counts its submission like the checkout's (add_shipping_info, add_payment_info). */
const EXPRESS_ORDER_FORM = 'express-order';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card border border-line p-4 md:p-5">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ExpressReviewPage({ data }: { data: ExpressReviewData }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const answer = useActionData<{ error?: 'payment.express.review.tosRequired' }>();
  const termsHref = termsPageHref(useFooterNavigation());
  const wallet = t(data.wallet.label);
  const total = format(data.cart.total);
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{t('payment.express.review.title')}</h1>
      <p className="mb-6 text-muted">{t('payment.express.review.intro', { wallet })}</p>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <Form method="post" className="flex flex-col gap-4" aria-label={t('payment.express.review.title')}>
          <input type="hidden" name={FORM_NAME_FIELD} value={EXPRESS_ORDER_FORM} />
          <input type="hidden" name="paymentMethodId" value={data.paymentMethodId} />
          <div className="grid gap-4 md:grid-cols-2">
            <Section title={t('payment.express.review.contact')}>
              <p>
                {data.contact.name}
                <br />
                {data.contact.email}
              </p>
            </Section>
            <Section title={t('payment.express.review.address')}>{data.address && <AddressLines address={data.address} />}</Section>
          </div>
          <fieldset className="rounded-card border border-line p-4 md:p-5">
            {/* Floated, so the legend sits inside the box like the other sections' headings. */}
            <legend className="float-left mb-2 w-full text-base font-semibold">{t('payment.express.review.shipping')}</legend>
            <div
              className="clear-both flex flex-col gap-2"
              onChange={(event) => {
                const target = event.target;
                if (target instanceof HTMLInputElement && target.name === 'shippingMethodId')
                  void submit({ intent: 'shipping', shippingMethodId: target.value }, { method: 'post', preventScrollReset: true });
              }}
            >
              <MethodRadioOptions name="shippingMethodId" methods={data.shippingMethods} checkedId={data.shippingMethodId} />
            </div>
            {/* With JavaScript the choice applies as it changes; the button is for pages without it. */}
            <button type="submit" name="intent" value="shipping" formNoValidate hidden={hydrated} className="btn btn-secondary btn-sm mt-3">
              {t('payment.express.review.updateShipping')}
            </button>
          </fieldset>
          <Section title={t('payment.express.review.payment')}>
            <p className="flex items-center gap-2">
              <span
                className="rounded-control px-2 py-0.5 text-sm font-semibold"
                style={{ backgroundColor: data.wallet.colors.background, color: data.wallet.colors.text }}
              >
                {wallet}
              </span>
              {data.approved && <span className="text-sm text-muted">{format(data.approved.value)}</span>}
            </p>
          </Section>
          <OrderConsents needsRevocationWaiver={data.needsRevocationWaiver} termsHref={termsHref} />
          {answer?.error && (
            <p role="alert" className="rounded-control border border-danger bg-danger-soft px-4 py-3 text-sm font-medium">
              {t(answer.error)}
            </p>
          )}
          {data.totalApproved ? (
            <button type="submit" name="intent" value="order" className="btn btn-primary btn-lg w-full">
              {t('payment.express.review.place', { total })}
            </button>
          ) : (
            <>
              <p role="status" className="rounded-control border border-warning bg-warning-soft px-4 py-3 text-sm">
                {t('payment.express.review.totalChanged', { total, approved: data.approved ? format(data.approved.value) : '', wallet })}
              </p>
              <button
                type="submit"
                name="intent"
                value="again"
                className="flex min-h-12 w-full items-center justify-center rounded-control px-4 py-3 text-base font-semibold"
                style={{ backgroundColor: data.wallet.colors.background, color: data.wallet.colors.text }}
              >
                {t('payment.express.review.confirmAgain', { total, wallet })}
              </button>
            </>
          )}
        </Form>
        <OrderSummary cart={data.cart} />
      </div>
    </>
  );
}
