// Signs the customer out: a POST to /account/logout (works without JavaScript).
import { LogOut } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** POSTs to /account/logout (works without JavaScript). */
export function SignOutButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" action={localisePath('/account/logout', locale)}>
      <button type="submit" className="btn btn-ghost w-full justify-start px-3 font-medium text-muted">
        <LogOut aria-hidden className="size-5" />
        {t('account.signOut')}
      </button>
    </Form>
  );
}
