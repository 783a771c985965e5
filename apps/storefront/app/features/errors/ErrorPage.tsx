import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { hasTranslatedStatus } from '../../lib/http/error-status.ts';

interface Props {
  locale: Locale;
  status: number;
  /** The error's own message, shown for statuses without a translated text. */
  message?: string;
}

/** Error page (docs/product-rules.md §2): status code, translated message, and a way back to the locale's home. */
export function ErrorPage({ locale, status, message }: Props) {
  const { t, i18n } = useTranslation();
  // If the catalogues cannot be read the page still says "Error" rather than showing raw keys.
  const translated = i18n.exists('error.title');
  const known = hasTranslatedStatus(status);
  const title = !translated ? 'Error' : known ? t(`error.${status}.title`) : message || t('error.default.title');
  const text = !translated ? message : known ? t(`error.${status}.message`) : t('error.default.message');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-7xl font-extrabold tracking-tight text-subtle" aria-label={translated ? t('error.statusCode', { status }) : `Error ${status}`}>
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {title}
      </h1>
      {text && <p className="mt-4 text-muted">{text}</p>}
      <Link to={homePath(locale)} className="btn btn-primary mt-8">
        {translated ? t('error.goHome') : 'Home'}
      </Link>
    </section>
  );
}
