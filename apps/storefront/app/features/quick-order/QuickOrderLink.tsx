// The one link to the quick order page (footer of every page): a shop that switches quick order off
// removes it here. Imports nothing of the page, so the chrome's JavaScript stays as small as it was.
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';

export const QUICK_ORDER_PATH = '/quick-order';

export function QuickOrderLink({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation();
  return (
    <Link to={localisePath(QUICK_ORDER_PATH, locale)} className={className} data-testid="quick-order-link">
      {t('quickOrder.link')}
    </Link>
  );
}
