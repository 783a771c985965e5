// The cookie settings page (footer "Cookie settings"): the stored choice and the form to change it.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { ConsentRootData } from './root-data.ts';
import { CONSENT_CATEGORIES, type Consent } from './consent.ts';
import { ConsentForm } from './ConsentForm.tsx';

function choiceText(choice: Consent, t: TFunction): string {
  const allowed = CONSENT_CATEGORIES.filter((category) => choice[category]);
  if (allowed.length === CONSENT_CATEGORIES.length) return t('consent.choiceAll');
  if (allowed.length === 0) return t('consent.choiceNecessary');
  return t('consent.choiceCustom', { categories: allowed.map((category) => t(`consent.${category}`)).join(', ') });
}

export function ConsentSettingsPage() {
  const { t } = useTranslation();
  const consent = useRootLoaderData<ConsentRootData>()?.consent;
  const id = useId();
  return (
    <div className="mx-auto max-w-prose space-y-6 py-4" data-testid="cookie-settings">
      <h1 id={id} className="text-3xl font-extrabold tracking-tight">
        {t('consent.settingsTitle')}
      </h1>
      {consent?.required ? (
        <>
          <p>{t('consent.settingsIntro')}</p>
          <p className="font-medium" data-testid="consent-current">
            {consent.choice ? t('consent.current', { choice: choiceText(consent.choice, t) }) : t('consent.currentNone')}
          </p>
          {/* Keyed by the choice: after saving, the boxes show what is stored now. */}
          <ConsentForm key={consent.choice ? JSON.stringify(consent.choice) : 'none'} choice={consent.choice} variant="page" headingId={id} />
        </>
      ) : (
        <p>{t('consent.notRequired')}</p>
      )}
    </div>
  );
}
