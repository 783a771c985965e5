// /checkout: notices of automatic method switches, a quiet sign-in for returning customers without a
// session, and the one checkout form with its summary.
import { useEffect, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useActionData } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { isFormState } from '../../lib/forms/form-state.ts';
import { loginSchema, REDIRECT_PARAM } from '../account/index.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import { useFooterNavigation, termsPageHref } from '../navigation/index.ts';
import type { CheckoutData } from './checkout.server.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';
import { SIGN_IN_QUERY } from '../../lib/http/sign-in-posts.ts';

const NOTICE_STYLES = { info: 'border-info bg-info-soft', warning: 'border-warning bg-warning-soft', danger: 'border-danger bg-danger-soft' } as const;

function SignIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  // A refused sign-in stays open with its message.
  const answer = useActionData();
  const refused = isFormState(answer) && answer.form === CHECKOUT_FORM_NAMES.login;
  return (
    <details open={refused || undefined} className="group mb-4 rounded-card border border-line p-4 md:mb-6 md:px-6">
      <summary className="flex items-center justify-between gap-3 font-semibold">
        {t('checkout.customer.loginHeading')}
        <ChevronDown aria-hidden className="size-5 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <ValidatedForm
        name={CHECKOUT_FORM_NAMES.login}
        // Its own URL: sign-ins pass the sign-in lanes (lib/http/sign-in-posts.ts) wherever they are posted.
        action={`${localisePath('/checkout', locale)}?${SIGN_IN_QUERY}`}
        schema={loginSchema}
        submitLabel={t('account.login.submit')}
        className="mt-4 flex max-w-xl flex-col gap-4"
      >
        <input type="hidden" name={REDIRECT_PARAM} value={localisePath('/checkout', locale)} />
        <TextField name="email" type="email" autoComplete="email" required />
        <TextField name="password" type="password" autoComplete="current-password" required />
      </ValidatedForm>
    </details>
  );
}

export function CheckoutPage({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  // The footer navigation the root loader already read (server-rendered: the link needs no JavaScript).
  const termsHref = termsPageHref(useFooterNavigation());
  // After signing in the sign-in form is gone: focus moves to the addresses that replaced the
  // customer part (not on the first render, which must not steal the focus).
  const addressesHeading = useRef<HTMLHeadingElement>(null);
  const hadCustomer = useRef(data.customer !== null);
  useEffect(() => {
    if (data.customer && !hadCustomer.current) addressesHeading.current?.focus();
    hadCustomer.current = data.customer !== null;
  }, [data.customer]);
  return (
    <>
      <h1 id="checkout-heading" className="mb-4 text-3xl font-bold tracking-tight">
        {t('pages.checkout')}
      </h1>
      {data.notices.length > 0 && (
        <div role="status" className="mb-6 flex flex-col gap-2">
          {data.notices.map((notice) => (
            <p key={`${notice.key}-${JSON.stringify(notice.params)}`} className={`rounded-control border p-3 ${NOTICE_STYLES[notice.type]}`}>
              {t(notice.key, notice.params ?? {})}
            </p>
          ))}
        </div>
      )}
      {data.customer === null && <SignIn />}
      <CheckoutForm data={data} termsHref={termsHref} addressesHeadingRef={addressesHeading} />
    </>
  );
}
