// The accessibility statement page: standard, status, known limitations, how it was checked, the
// date and whom to contact.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { StatementData } from './statement.server.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function AccessibilityStatement({ data }: { data: StatementData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { text, email } = data;
  const [before = '', after = ''] = text.contact.split('{{email}}');
  return (
    <article className="mx-auto max-w-prose space-y-8 py-4" data-testid="accessibility-statement">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('accessibility.title')}</h1>
        <p className="text-lg">{text.intro}</p>
      </header>
      <Section title={text.standardTitle}>
        <p>{text.standard}</p>
      </Section>
      <Section title={text.statusTitle}>
        <p>{text.status}</p>
      </Section>
      <Section title={text.limitationsTitle}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{text.limitationContent}</li>
          <li>{text.limitationReviews}</li>
          <li>{text.limitationVideos}</li>
          <li>{text.limitationPayment}</li>
        </ul>
      </Section>
      <Section title={text.methodTitle}>
        <p>{text.method}</p>
      </Section>
      <Section title={text.dateTitle}>
        <p>{text.date}</p>
      </Section>
      <Section title={text.contactTitle}>
        <p>
          {before}
          <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
            {email}
          </a>
          {after}
        </p>
        <p>
          <Link to={localisePath('/contact', locale)} className="btn btn-secondary">
            {text.contactLink}
          </Link>
        </p>
      </Section>
      <Section title={text.enforcementTitle}>
        <p>{text.enforcement}</p>
      </Section>
    </article>
  );
}
