// The CMS form element's target: newsletter sign-up (double opt-in mail) or the contact form.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { redirectBack } from '../../lib/http/action-response.server.ts';
import { flash, flashFailure } from '../../lib/notifications/flash.server.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(form: FormData | null, name: string, max = 2000): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

export async function cmsFormAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale, origin: string): Promise<Response> {
  const scope = { context, locale, form: await readFormData(request) };
  const email = text(scope.form, 'email', 254);
  const type = text(scope.form, 'type');
  if (!EMAIL.test(email)) {
    flash(scope.context, 'danger', 'messages.default');
    return redirectBack(scope);
  }
  const { api } = context.get(storeApiContext);
  try {
    if (type === 'newsletter') {
      // The storefront URL is the sales channel domain of the page's locale (the confirmation link base).
      const storefrontUrl = `${origin}${localisePath('/', locale)}`.replace(/\/$/, '');
      await api.invoke('subscribeToNewsletter post /newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl } });
      flash(scope.context, 'success', 'catalog.form.newsletterSuccess', undefined, { persistent: true });
    } else {
      const salutationId = text(scope.form, 'salutationId', 32);
      await api.invoke('sendContactMail post /contact-form', {
        body: { email, subject: text(scope.form, 'subject', 255), comment: text(scope.form, 'comment'), ...(salutationId ? { salutationId } : {}) },
      });
      flash(scope.context, 'success', 'catalog.form.contactSuccess');
    }
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    flashFailure(scope.context, failure, request);
  }
  return redirectBack(scope);
}
