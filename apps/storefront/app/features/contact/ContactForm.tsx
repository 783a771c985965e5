// The contact form: a CMS element (inside any page; errors stay on the page through a fetcher) and
// the /contact page. Without JavaScript it posts to /contact, which shows the errors with the typed text.
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { SalutationOption } from '../account/index.ts';
import { ConformForm, ConformSelect, ConformTextArea, ConformTextField } from '../../lib/forms/conform.tsx';
import { contactSchema } from './schema.ts';

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
      <ConformForm
        name="contact"
        schema={contactSchema}
        submitLabel={t('contact.submit')}
        action={localisePath('/contact', locale)}
        fetcher={Boolean(cms)}
        labelledBy={headingId}
      >
        {(fields) => (
          <>
            <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
            {cms && Object.entries(cms).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
            {fields.salutationId && <ConformSelect meta={fields.salutationId} options={salutations.map((s) => ({ value: s.id, label: s.name }))} required />}
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.firstName && <ConformTextField meta={fields.firstName} autoComplete="given-name" />}
              {fields.lastName && <ConformTextField meta={fields.lastName} autoComplete="family-name" />}
            </div>
            {fields.email && <ConformTextField meta={fields.email} type="email" autoComplete="email" required />}
            {fields.phone && <ConformTextField meta={fields.phone} type="tel" autoComplete="tel" />}
            {fields.subject && <ConformTextField meta={fields.subject} required />}
            {fields.comment && <ConformTextArea meta={fields.comment} required />}
          </>
        )}
      </ConformForm>
    </section>
  );
}
