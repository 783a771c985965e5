// /login: sign in (with the way to the password recovery) beside the invitation to register.
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Breadcrumbs } from '../navigation/index.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { loginSchema } from './schemas.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import { REDIRECT_PARAM } from './redirects.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM) ?? '';
  const registerHref = `${localisePath('/register', locale)}${redirectTo ? `?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}` : ''}`;
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('breadcrumb.myAccount'), href: localisePath('/login', locale) }]} />
      <div className="mx-auto grid max-w-5xl items-start gap-6 md:grid-cols-2 md:gap-8">
        <section aria-labelledby="login-heading" className="rounded-card border border-line p-5 md:p-8">
          <h1 id="login-heading" className="mb-2 text-3xl font-bold tracking-tight">
            {t('pages.login')}
          </h1>
          <p className="mb-4 text-muted">{t('account.login.intro')}</p>
          <ValidatedForm
            name="login"
            schema={loginSchema}
            submitLabel={t('account.login.submit')}
            labelledBy="login-heading"
            className="flex flex-col gap-4"
            submitButtonClassName="w-full"
          >
            <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
            <TextField name="email" type="email" autoComplete="email" required />
            <TextField name="password" type="password" autoComplete="current-password" required />
          </ValidatedForm>
          <p className="mt-4 text-sm">
            <Link to={localisePath('/account/recover', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
              {t('account.login.forgotPassword')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="register-teaser" className="rounded-card bg-surface p-5 md:p-8">
          <h2 id="register-teaser" className="mb-2 text-2xl font-bold tracking-tight">
            {t('account.login.noAccount')}
          </h2>
          <p className="mb-5 text-muted">{t('account.login.benefits')}</p>
          <Link to={registerHref} className="btn btn-secondary w-full">
            {t('account.login.createAccount')}
          </Link>
        </section>
      </div>
    </>
  );
}
