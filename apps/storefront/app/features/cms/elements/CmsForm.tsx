import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../../i18n/paths.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { preparedData } from '../commerce-data.ts';
import type { CmsElementProps } from './types.ts';

/** CMS form element: newsletter sign-up or contact form, plain HTML forms handled by the cms-form action. */
export function CmsForm({ slot }: CmsElementProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const data = preparedData(slot, 'aisle_form');
  if (!data) return null;
  const input = 'field';
  const newsletter = data.type === 'newsletter';
  const title = data.title || t(data.type === 'newsletter' ? 'catalog.form.newsletterTitle' : 'catalog.form.contactTitle');
  return (
    <Form
      method="post"
      action={localisePath('/cms/form', locale)}
      preventScrollReset
      className={`space-y-4 rounded-card p-6 md:p-10 ${newsletter ? 'bg-accent-soft' : 'border border-line'}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <input type="hidden" name="type" value={data.type} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {data.type === 'contact' && data.salutations.length > 0 && (
        <div>
          <label htmlFor={`${id}-salutation`} className="mb-1 block text-sm font-medium">
            {t('catalog.form.salutation')}
          </label>
          <select id={`${id}-salutation`} name="salutationId" required className={input}>
            {data.salutations.map((salutation) => (
              <option key={salutation.id} value={salutation.id}>
                {salutation.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={newsletter ? 'flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end' : ''}>
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
            {t('catalog.form.email')}
          </label>
          <input id={`${id}-email`} type="email" name="email" required autoComplete="email" className={input} />
        </div>
        {newsletter && (
          <button type="submit" className="btn btn-primary">
            {t('catalog.form.subscribe')}
          </button>
        )}
      </div>
      {data.type === 'contact' && (
        <>
          <div>
            <label htmlFor={`${id}-subject`} className="mb-1 block text-sm font-medium">
              {t('catalog.form.subject')}
            </label>
            <input id={`${id}-subject`} name="subject" required className={input} />
          </div>
          <div>
            <label htmlFor={`${id}-comment`} className="mb-1 block text-sm font-medium">
              {t('catalog.form.comment')}
            </label>
            <textarea id={`${id}-comment`} name="comment" required rows={4} className={input} />
          </div>
        </>
      )}
      {!newsletter && (
        <button type="submit" className="btn btn-primary">
          {t('catalog.form.send')}
        </button>
      )}
    </Form>
  );
}
