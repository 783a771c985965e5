// The contact form: a CMS element (inside any page; errors stay on the page through a fetcher) and
// the /contact page. Without JavaScript it posts to /contact, which shows the errors with the typed text.
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { SalutationField, type SalutationOption } from '../account/index.ts';
import { TextArea, TextField } from '../../lib/forms/fields.tsx';
import { contactSchema } from './schema.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';

export interface ContactFormProps {
  salutations: SalutationOption[];
  title?: string;
  /** Set for the CMS element: where it sits, so Shopware can pick its receivers. */
  cms?: { navigationId?: string; slotId?: string; cmsPageType?: string; entityName?: string };
  headingLevel?: 1 | 2;
}

export function ContactForm({ salutations, title, cms, headingLevel = 2 }: ContactFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `contact-heading-${cms?.slotId ?? 'page'}`;
  return (
    <section aria-labelledby={headingId} className={headingLevel === 1 ? '' : 'rounded-card border border-line p-4 md:p-6'}>
      <Heading id={headingId} className={headingLevel === 1 ? 'mb-4 text-3xl font-bold tracking-tight' : 'mb-3 text-xl font-semibold'}>
        {title || t('contact.heading')}
      </Heading>
      <ValidatedForm
        name="contact"
        schema={contactSchema}
        submitLabel={t('contact.submit')}
        action={localisePath('/contact', locale)}
        fetcher={Boolean(cms)}
        labelledBy={headingId}
      >
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        {cms && Object.entries(cms).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
        <SalutationField salutations={salutations} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" autoComplete="given-name" />
          <TextField name="lastName" autoComplete="family-name" />
        </div>
        <TextField name="email" type="email" autoComplete="email" required />
        <TextField name="phone" type="tel" autoComplete="tel" />
        <TextField name="subject" required />
        <TextArea name="comment" required />
      </ValidatedForm>
    </section>
  );
}
