// The consent banner: in the page's flow above the header (never over content, so it can hide no
// focused element), rendered by the server while consent is needed and not given, so the first paint
// is already right and it works without JavaScript.
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { bannerShown, type ConsentState } from './consent.ts';
import { ConsentForm, COOKIE_SETTINGS_PATH } from './ConsentForm.tsx';

export function ConsentBanner({ consent }: { consent: ConsentState | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  // The settings page is the same choice in full: no banner above it.
  if (!bannerShown(consent) || pathname.endsWith(COOKIE_SETTINGS_PATH)) return null;
  return (
    <section aria-labelledby={id} className="border-b border-line bg-surface" data-testid="consent-banner">
      <div className="mx-auto max-w-7xl space-y-3 px-4 py-4">
        <h2 id={id} className="text-lg font-bold">
          {t('consent.title')}
        </h2>
        <p className="max-w-3xl text-sm">{t('consent.text')}</p>
        <ConsentForm choice={null} variant="banner" />
      </div>
    </section>
  );
}
