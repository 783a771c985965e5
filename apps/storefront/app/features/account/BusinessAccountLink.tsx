// The one link to the business registration (footer; the registration page has its own hint). A shop
// without a customer group open for registration shows none.
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';

export function BusinessAccountLink({ locale, path, className }: { locale: Locale; path: string | null; className: string }) {
  const { t } = useTranslation();
  if (!path) return null;
  return (
    <Link to={localisePath(path, locale)} className={className} data-testid="business-account-link">
      {t('b2b.businessAccount')}
    </Link>
  );
}
