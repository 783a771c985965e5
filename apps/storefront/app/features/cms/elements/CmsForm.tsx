import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const input = 'w-full rounded border border-slate-400 px-2 py-2';
  const title = data.title || t(data.type === 'newsletter' ? 'catalog.form.newsletterTitle' : 'catalog.form.contactTitle');
  return (
    <Form method="post" action={localisePath('/cms/form', locale)} preventScrollReset className="space-y-3 rounded border border-slate-200 p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <input type="hidden" name="type" value={data.type} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {data.type === 'contact' && data.salutations.length > 0 && (
        <div>
          <label htmlFor={`${id}-salutation`} className="block font-medium">
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
      <div>
        <label htmlFor={`${id}-email`} className="block font-medium">
          {t('catalog.form.email')}
        </label>
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" className={input} />
      </div>
      {data.type === 'contact' && (
        <>
          <div>
            <label htmlFor={`${id}-subject`} className="block font-medium">
              {t('catalog.form.subject')}
            </label>
            <input id={`${id}-subject`} name="subject" required className={input} />
          </div>
          <div>
            <label htmlFor={`${id}-comment`} className="block font-medium">
              {t('catalog.form.comment')}
            </label>
            <textarea id={`${id}-comment`} name="comment" required rows={4} className={input} />
          </div>
        </>
      )}
      <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
        {t(data.type === 'newsletter' ? 'catalog.form.subscribe' : 'catalog.form.send')}
      </button>
    </Form>
  );
}
