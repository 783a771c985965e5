// /account: the customer's data at a glance (business customers with company and VAT ID), newsletter.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { AddressLines } from './AddressBookPage.tsx';
import type { OverviewData } from './overview.server.ts';

function Card({ id, title, href, children }: { id: string; title: string; href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-card border border-line p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="flex-1">{children}</div>
      <Link
        to={href}
        className="self-start text-sm font-medium text-muted underline underline-offset-2 hover:text-ink"
        aria-label={`${title}: ${t('account.overview.change')}`}
      >
        {t('account.overview.change')}
      </Link>
    </section>
  );
}

export function OverviewPage({ name, email, salutation, company, vatId, billing, shipping, paymentMethod, newsletter }: OverviewData) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{t('pages.account')}</h1>
      <p className="mb-6 text-lg text-muted">{t('account.overview.greeting', { name })}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Card id="overview-personal" title={t('account.overview.personal')} href={localisePath('/account/profile', locale)}>
          <p>{[salutation, name].filter(Boolean).join(' ')}</p>
          <p>{email}</p>
          {company && <p>{company}</p>}
          {vatId && <p data-testid="overview-vat-id">{t('account.overview.vatId', { vatId })}</p>}
        </Card>
        <Card id="overview-payment" title={t('account.overview.payment')} href={localisePath('/account/payment', locale)}>
          <p>{paymentMethod}</p>
        </Card>
        <Card id="overview-billing" title={t('account.overview.billing')} href={localisePath('/account/address', locale)}>
          {billing && <AddressLines address={billing} />}
        </Card>
        <Card id="overview-shipping" title={t('account.overview.shipping')} href={localisePath('/account/address', locale)}>
          {shipping && <AddressLines address={shipping} />}
        </Card>
      </div>
      <section aria-labelledby="overview-newsletter" className="mt-4 rounded-card bg-surface p-5">
        <h2 id="overview-newsletter" className="mb-2 text-lg font-semibold">
          {t('account.overview.newsletter')}
        </h2>
        <p className="mb-3">
          {newsletter === 'subscribed'
            ? t('account.overview.newsletterSubscribed')
            : newsletter === 'pending'
              ? t('account.overview.newsletterPending')
              : t('account.overview.newsletterNone')}
        </p>
        <Form method="post" action={localisePath('/newsletter-subscribe', locale)}>
          <input type="hidden" name="_form" value={newsletter === 'none' ? 'newsletter' : 'unsubscribe'} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="redirectTo" value={localisePath('/account', locale)} />
          <button type="submit" className="btn btn-secondary">
            {newsletter === 'none' ? t('account.overview.subscribe') : t('account.overview.unsubscribe')}
          </button>
        </Form>
      </section>
    </>
  );
}
