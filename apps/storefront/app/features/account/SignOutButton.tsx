import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** POSTs to /account/logout (works without JavaScript). */
export function SignOutButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" action={localisePath('/account/logout', locale)} className="mt-4">
      <button type="submit" className="w-full rounded border border-slate-400 px-3 py-2 text-left hover:bg-slate-100">
        {t('account.signOut')}
      </button>
    </Form>
  );
}
