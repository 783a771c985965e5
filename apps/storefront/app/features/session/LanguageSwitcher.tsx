import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { localeLabel, locales, type Locale } from '../../i18n/locales.ts';
import { alternateHref, usePageAlternates } from '../../i18n/alternates.ts';

/** Plain links to the same page in the other locales, so switching works without JavaScript. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const barePaths = usePageAlternates();
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{t('footer.language')}</h2>
      <ul className="flex flex-wrap gap-3">
        {locales().map((target) => (
          <li key={target}>
            <a
              href={alternateHref(pathname, search, target, barePaths)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className={target === locale ? 'font-semibold underline' : 'underline-offset-2 hover:underline'}
            >
              {localeLabel(target)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
