import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { confirmFailure, confirmRegistration } from '../features/account/index.server.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import { localisePath } from '../i18n/paths.ts';
import { useLocale } from '../i18n/use-locale.ts';
import type { Route } from './+types/registration-confirm';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.registrationConfirm', args);

/** The mailed link (`?em=…&hash=…`) confirms the account and logs in, then opens the account. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const outcome = await confirmRegistration(context, url);
  if (outcome instanceof Response) return outcome;
  return confirmFailure(outcome);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('pages.registrationConfirm')}</h1>
      {loaderData.status === 'failed' && (
        <p role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-4 text-danger">
          {t(loaderData.messageKey)}
        </p>
      )}
      <Link to={localisePath('/login', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
        {t('account.register.signIn')}
      </Link>
    </>
  );
}
