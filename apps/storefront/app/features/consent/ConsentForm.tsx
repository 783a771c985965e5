// One form for every consent choice: the banner's buttons, its category settings and the settings
// page. It posts to the settings page's action (a cookie for a year, then back to this page), so it
// works without JavaScript; with it React Router posts it and revalidates the page in place.
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { CONSENT_CATEGORIES, type Consent } from './consent.ts';

export const COOKIE_SETTINGS_PATH = '/cookie-settings';

function Category({ name, label, hint, checked, always }: { name: string; label: string; hint: string; checked: boolean; always?: string }) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        name={always ? undefined : name}
        defaultChecked={checked}
        disabled={always !== undefined}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 flex-none accent-accent"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
          {always && <span className="ml-2 text-sm font-normal text-muted">({always})</span>}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </li>
  );
}

/** The categories with their checkboxes: necessary (always on, not submitted), statistics, marketing. */
function Categories({ choice }: { choice: Consent | null }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('consent.categories')}</legend>
      <ul className="divide-y divide-line">
        <Category name="necessary" label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked always={t('consent.alwaysOn')} />
        {CONSENT_CATEGORIES.map((category) => (
          <Category key={category} name={category} label={t(`consent.${category}`)} hint={t(`consent.${category}Hint`)} checked={choice?.[category] === true} />
        ))}
      </ul>
    </fieldset>
  );
}

interface Props {
  choice: Consent | null;
  /** The banner folds the categories away; the settings page shows them. */
  variant: 'banner' | 'page';
  headingId?: string;
}

export function ConsentForm({ choice, variant, headingId }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const buttons = (
    <div className="flex flex-wrap gap-3">
      {/* Equal weight for both answers: refusing must be as easy as accepting. */}
      <button type="submit" name="consent" value="all" className={buttonClass({ variant: 'primary' })}>
        {t('consent.acceptAll')}
      </button>
      <button type="submit" name="consent" value="necessary" className={buttonClass({ variant: 'primary' })}>
        {t('consent.necessaryOnly')}
      </button>
    </div>
  );
  const save = (
    <button type="submit" name="consent" value="save" className={buttonClass({ variant: 'secondary' })}>
      {t('consent.save')}
    </button>
  );
  return (
    <Form
      method="post"
      action={localisePath(COOKIE_SETTINGS_PATH, locale)}
      preventScrollReset
      className="space-y-4"
      aria-labelledby={headingId}
      data-testid={`consent-form-${variant}`}
    >
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {variant === 'page' ? (
        <>
          <Categories choice={choice} />
          <div className="flex flex-wrap gap-3">{save}</div>
          {buttons}
        </>
      ) : (
        <>
          {buttons}
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-2">{t('consent.customise')}</summary>
            <div className="mt-2 space-y-3">
              <Categories choice={choice} />
              {save}
            </div>
          </details>
        </>
      )}
    </Form>
  );
}
