// The newsletter box (also used for the CMS newsletter form): posts to /newsletter-subscribe, which
// answers with a notification back on this page, or shows the errors without JavaScript.
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { newsletterSchema } from './schema.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';

export function NewsletterBox({ headingLevel = 2, stayOnPage = true }: { headingLevel?: 2 | 3; stayOnPage?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="newsletter-box-heading" className="rounded-card bg-surface p-5 md:p-10">
      <Heading id="newsletter-box-heading" className="mb-1 text-2xl font-bold tracking-tight">
        {t('newsletter.heading')}
      </Heading>
      <p className="mb-4 max-w-xl text-muted">{t('newsletter.intro')}</p>
      <ValidatedForm
        name="newsletter"
        schema={newsletterSchema}
        submitLabel={t('newsletter.submit')}
        action={localisePath('/newsletter-subscribe', locale)}
        labelledBy="newsletter-box-heading"
      >
        {stayOnPage && <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />}
        <TextField name="email" type="email" autoComplete="email" required />
      </ValidatedForm>
    </section>
  );
}
