import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { homePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export interface Crumb {
  name: string;
  href: string;
}

/** Breadcrumb trail from the locale's home page; the last entry is the current page. */
export function Breadcrumbs({ crumbs: trail }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (trail.length === 0) return null;
  const crumbs = [{ name: t('breadcrumb.home'), href: homePath(locale) }, ...trail];
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.href}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.href} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
