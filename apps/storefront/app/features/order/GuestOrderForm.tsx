// The guest's way into an order from its mail: the order's e-mail address and billing postal code
// (Shopware's guest authentication). A wrong answer says so and keeps what was typed.
import { CircleAlert, LockKeyhole } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { GuestFormResult } from './order-actions.server.ts';
import type { GuestRefusal } from './order-access.server.ts';

interface Props {
  refusal: GuestRefusal | GuestFormResult['refusal'] | null;
  typed: { email: string; zipcode: string } | null;
}

function refusalMessage(t: ReturnType<typeof useTranslation>['t'], refusal: Props['refusal']): string | null {
  if (!refusal) return null;
  if (refusal.reason === 'wrong') return t('orderPage.guest.wrong');
  if (refusal.reason === 'missing') return t('orderPage.guest.missing');
  if (refusal.reason === 'throttled') return t('orderPage.guest.throttled', { seconds: refusal.seconds });
  return null;
}

/**
 * One answer of the form. Not the form kit's `TextField`: this form is no `ValidatedForm` (the answers
 * are checked together by the Store API), and a refusal marks both fields with the one message.
 */
function GuestField({
  name,
  label,
  type,
  autoComplete,
  typed,
  refused,
}: {
  name: 'email' | 'zipcode';
  label: string;
  type: 'email' | 'text';
  autoComplete: string;
  typed: string | undefined;
  refused: boolean;
}) {
  const id = `guest-order-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={typed ?? ''}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? 'guest-order-error' : undefined}
        className="field aria-[invalid=true]:border-danger"
      />
    </div>
  );
}

export function GuestOrderForm({ refusal, typed }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const message = refusalMessage(t, refusal);
  const loginHref = `${localisePath('/login', locale)}?${new URLSearchParams({ redirectTo: pathname })}`;
  return (
    <div className="mx-auto w-full max-w-md py-4 md:py-10">
      <span aria-hidden="true" className="mb-4 flex size-12 items-center justify-center rounded-full bg-surface text-ink">
        <LockKeyhole className="size-6" />
      </span>
      <h1 id="guest-order-heading" className="mb-2 text-3xl font-bold tracking-tight">
        {t('orderPage.guest.heading')}
      </h1>
      <p className="mb-6 text-muted">{t('orderPage.guest.intro')}</p>
      <Form method="post" className="flex flex-col gap-4" aria-labelledby="guest-order-heading" noValidate>
        <input type="hidden" name="intent" value="open" />
        {message && (
          <p
            id="guest-order-error"
            role="alert"
            className="flex items-start gap-2 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {message}
          </p>
        )}
        <GuestField name="email" label={t('orderPage.guest.email')} type="email" autoComplete="email" typed={typed?.email} refused={Boolean(message)} />
        <GuestField
          name="zipcode"
          label={t('orderPage.guest.zipcode')}
          type="text"
          autoComplete="billing postal-code"
          typed={typed?.zipcode}
          refused={Boolean(message)}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('orderPage.guest.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={loginHref} className="underline underline-offset-2 hover:text-accent">
          {t('orderPage.guest.signIn')}
        </Link>
      </p>
    </div>
  );
}
