// Newsletter (docs/product-rules.md §4: a subscription needs e-mail confirmation): subscribe and unsubscribe forms,
// and the mailed link /newsletter-subscribe?em=…&hash=… that confirms.
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { storefrontUrlFor } from '../account/index.server.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import type { ConfirmState } from './newsletter-page.ts';
import { newsletterSchema } from './schema.ts';

/** The newsletter page; opening the mailed link (`?em=…&hash=…`) confirms the subscription. */
export async function loadNewsletterPage(context: Readonly<RouterContextProvider>, url: URL): Promise<{ confirm: ConfirmState }> {
  return { confirm: await confirmFromLink(context, url) };
}

async function confirmFromLink(context: Readonly<RouterContextProvider>, url: URL): Promise<ConfirmState> {
  const em = url.searchParams.get('em');
  const hash = url.searchParams.get('hash');
  if (!em || !hash) return 'none';
  try {
    await context.get(storeApiContext).api.invoke('confirmNewsletter post /newsletter/confirm', { body: { em, hash } });
    return 'confirmed';
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    return 'failed';
  }
}

export async function newsletterAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const form = await readSubmittedForm(request);
  const { locale } = context.get(requestStateContext);
  const target = safeRedirectPath(form.values.redirectTo, localisePath('/newsletter-subscribe', locale));
  const parsed = parseForm({ ...form, name: 'newsletter' }, newsletterSchema);
  if (!parsed.ok) return parsed.response;
  const { api } = context.get(storeApiContext);
  try {
    if (form.name === 'unsubscribe') {
      await api.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email: parsed.data.email } });
      return redirectWithMessage(context, target, 'newsletter.unsubscribed', 'info');
    }
    if (form.name !== 'newsletter') return formFailure('newsletter', form.values, {}, { key: 'messages.default' });
    const { data } = await api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email: parsed.data.email, option: 'subscribe', storefrontUrl: storefrontUrlFor(url, locale) },
    });
    // SW 6.6 answers 204 (no body): double opt-in is then the default assumption.
    const status = (data as { status?: string } | undefined)?.status;
    return redirectWithMessage(context, target, status === 'direct' || status === 'optIn' ? 'newsletter.subscribedDirect' : 'newsletter.subscribed');
  } catch (error) {
    return apiFailure(error, { ...form, name: 'newsletter' });
  }
}
