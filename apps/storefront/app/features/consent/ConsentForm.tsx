// One form for every consent choice: the banner's buttons, its category settings and the settings
// page. It posts to the settings page's action (a cookie for a year, then back to this page), so it
// works without JavaScript; with it the choice goes as a request that outlives the page (a shopper
// who chooses and moves on at once keeps the choice) and the page's data is loaded again in place.
import { useId, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { useBackgroundPost } from '../../ui/use-background-post.ts';
import { CONSENT_CATEGORIES, consentCookieText, consentFromForm, type Consent } from './consent.ts';

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
  /** Called as the choice is sent (the banner hides at once). */
  onChosen?: () => void;
}

export function ConsentForm({ choice, variant, headingId, onChosen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { post } = useBackgroundPost();
  // Before hydration there is no handler: the browser posts the form itself, which works as well.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const consent = consentFromForm(submitter instanceof HTMLButtonElement ? new FormData(event.currentTarget, submitter) : new FormData(event.currentTarget));
    // Stored at once, so the next page knows it even if it is asked for before the post is answered.
    if (consent) document.cookie = consentCookieText(consent, location.protocol === 'https:');
    void post(event.currentTarget, submitter);
    onChosen?.();
  };
  // In the sheet two buttons share a phone's width: less padding keeps each label on one line.
  const answer = buttonClass({ variant: 'primary' }, variant === 'banner' ? 'min-h-10 px-3 text-sm sm:min-h-11 sm:px-5 sm:text-base' : '');
  const buttons = (
    <div className={variant === 'page' ? 'flex flex-wrap gap-3' : 'mt-1.5 grid grid-cols-2 gap-2 sm:mt-0 sm:flex sm:flex-wrap sm:gap-3'}>
      {/* Equal weight for both answers: refusing must be as easy as accepting. */}
      <button type="submit" name="consent" value="all" className={answer}>
        {t('consent.acceptAll')}
      </button>
      <button type="submit" name="consent" value="necessary" className={answer}>
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
    <form
      method="post"
      action={localisePath(COOKIE_SETTINGS_PATH, locale)}
      onSubmit={submit}
      className={variant === 'page' ? 'space-y-4' : 'space-y-2'}
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
            <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-semibold underline underline-offset-2 sm:min-h-11 sm:text-base">
              {t('consent.customise')}
            </summary>
            <div className="mt-2 space-y-3">
              <p className="text-sm sm:hidden">{t('consent.later')}</p>
              <Categories choice={choice} />
              {save}
            </div>
          </details>
        </>
      )}
    </form>
  );
}
