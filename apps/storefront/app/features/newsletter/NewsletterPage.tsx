// The newsletter page: the subscribe/unsubscribe form, and the outcome of a mailed confirmation link.
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Breadcrumbs } from '../navigation/index.ts';
import type { ConfirmState } from './newsletter-page.ts';
import { NewsletterBox } from './NewsletterBox.tsx';

export function NewsletterPage({ confirm }: { confirm: ConfirmState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.newsletterSubscribe'), href: localisePath('/newsletter-subscribe', locale) }]} />
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('pages.newsletterSubscribe')}</h1>
      {confirm === 'confirmed' && (
        <p role="status" className="mb-4 rounded-card border border-success bg-success-soft p-4 text-success">
          {t('newsletter.confirmed')}
        </p>
      )}
      {confirm === 'failed' && (
        <p role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-4 text-danger">
          {t('newsletter.confirmFailed')}
        </p>
      )}
      <div className="max-w-xl">
        <NewsletterBox stayOnPage={false} />
      </div>
    </>
  );
}
