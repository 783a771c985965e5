import { useTranslation } from '../i18n/react.tsx';
import { Breadcrumbs } from '../features/navigation/Breadcrumbs.tsx';
import { NewsletterBox } from '../features/newsletter/NewsletterBox.tsx';
import { confirmFromLink, newsletterAction } from '../features/newsletter/newsletter.server.ts';
import { titledPageMeta } from '../features/pages/meta.ts';
import { localisePath } from '../i18n/paths.ts';
import { useLocale } from '../i18n/use-locale.ts';
import type { Route } from './+types/newsletter-subscribe';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.newsletterSubscribe', args);

/** Opening the mailed link (`?em=…&hash=…`) confirms the subscription. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { confirm: await confirmFromLink(context, url) };
}

export function action({ request, context, url }: Route.ActionArgs) {
  return newsletterAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.newsletterSubscribe'), href: localisePath('/newsletter-subscribe', locale) }]} />
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('pages.newsletterSubscribe')}</h1>
      {loaderData.confirm === 'confirmed' && (
        <p role="status" className="mb-4 rounded-card border border-success bg-success-soft p-4 text-success">
          {t('newsletter.confirmed')}
        </p>
      )}
      {loaderData.confirm === 'failed' && (
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
