import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Breadcrumbs } from '../navigation/index.ts';
import { TextField, NewPasswordField } from '../../lib/forms/fields.tsx';
import { recoverSchema, resetPasswordSchema } from './schemas.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import type { ResetLinkState } from './recovery.server.ts';

export function RecoverPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.accountRecover'), href: localisePath('/account/recover', locale) }]} />
      <h1 id="recover-heading" className="mb-2 text-3xl font-bold tracking-tight">
        {t('pages.accountRecover')}
      </h1>
      <p className="mb-4 max-w-xl text-muted">{t('account.recover.intro')}</p>
      <ValidatedForm name="recover" schema={recoverSchema} submitLabel={t('account.recover.submit')} labelledBy="recover-heading">
        <TextField name="email" type="email" autoComplete="email" required />
      </ValidatedForm>
      <p className="mt-4">
        <Link to={localisePath('/login', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
          {t('account.recover.backToLogin')}
        </Link>
      </p>
    </>
  );
}

export function ResetPasswordPage({ hash, state }: { hash: string; state: ResetLinkState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.resetPassword'), href: localisePath('/reset-password', locale) }]} />
      <h1 id="reset-heading" className="mb-2 text-3xl font-bold tracking-tight">
        {t('pages.resetPassword')}
      </h1>
      {state === 'valid' ? (
        <>
          <p className="mb-4 max-w-xl text-muted">{t('account.reset.intro')}</p>
          <ValidatedForm name="reset" schema={resetPasswordSchema} submitLabel={t('account.reset.submit')} labelledBy="reset-heading">
            <input type="hidden" name="hash" value={hash} />
            <NewPasswordField name="newPassword" />
            <TextField name="newPasswordConfirm" type="password" autoComplete="new-password" required />
          </ValidatedForm>
        </>
      ) : (
        <>
          <p role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-4 text-danger">
            {t(state === 'expired' ? 'account.reset.expired' : 'account.reset.invalid')}
          </p>
          <Link to={localisePath('/account/recover', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
            {t('account.reset.requestNew')}
          </Link>
        </>
      )}
    </>
  );
}
