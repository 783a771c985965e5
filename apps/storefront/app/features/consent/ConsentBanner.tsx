// The consent prompt: a sheet at the bottom of the screen, as the best shops have it, so the first
// screen of a phone still belongs to the shop (the hero's heading, a category's first products). It
// comes first in the document, so keyboard and screen-reader users meet it first; the page reserves
// its height below (`scroll-padding-bottom` and padding, app.css), so a focused element scrolled into
// view is never behind it. The server renders it while consent is needed and not given: the first
// paint is already right and it works without JavaScript.
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { bannerShown, type ConsentState } from './consent.ts';
import { ConsentForm, COOKIE_SETTINGS_PATH } from './ConsentForm.tsx';

/** The sheet's height as the page's reserve; without JavaScript app.css's estimate stands. */
function useReservedHeight(sheet: HTMLElement | null): void {
  useEffect(() => {
    if (!sheet) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-sheet-height', `${sheet.offsetHeight}px`));
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-sheet-height');
    };
  }, [sheet]);
}

export function ConsentBanner({ consent }: { consent: ConsentState | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const [sheet, setSheet] = useState<HTMLElement | null>(null);
  // Hidden as soon as the shopper chose: the choice is on its way (ConsentForm).
  const [chosen, setChosen] = useState(false);
  useReservedHeight(chosen ? null : sheet);
  // The settings page is the same choice in full: no prompt over it.
  if (chosen || !bannerShown(consent) || pathname.endsWith(COOKIE_SETTINGS_PATH)) return null;
  return (
    <section
      ref={setSheet}
      aria-labelledby={id}
      data-testid="consent-banner"
      data-consent-sheet=""
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-line bg-canvas shadow-overlay"
    >
      <div className="mx-auto max-w-7xl px-4 pt-2 pb-1.5 sm:flex sm:items-start sm:gap-6 sm:py-4">
        <div className="sm:flex-1">
          {/* On a phone the sheet stays low: the heading names the region for assistive technology only. */}
          <h2 id={id} className="sr-only sm:not-sr-only sm:text-lg sm:font-bold">
            {t('consent.title')}
          </h2>
          <p className="max-w-3xl text-sm">
            {t('consent.text')} <span className="hidden sm:inline">{t('consent.later')}</span>
          </p>
        </div>
        <ConsentForm choice={null} variant="banner" onChosen={() => setChosen(true)} />
      </div>
    </section>
  );
}
