// The header's link to the compare page, with the count of products on the list (once the page runs:
// shared pages are rendered without it). The one place the header offers comparison.
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { COMPARE_PATH } from './compare-list.ts';
import { useCompareIds } from './use-compare-ids.ts';

export function CompareLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const count = useCompareIds().length;
  return (
    <Link to={localisePath(COMPARE_PATH, locale)} className={`relative ${iconButtonClass()}`} data-testid="header-compare">
      <Scale aria-hidden="true" size={22} />
      <span className="sr-only">{t('compare.link')}</span>
      <CountBadge count={count} label={t('compare.count', { count })} testId="compare-count" />
    </Link>
  );
}
