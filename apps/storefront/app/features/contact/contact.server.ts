// The contact form (CMS form element of type contact, and the /contact page): POST /contact-form.
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { RequestBody } from '../../lib/store-api/types.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import type { SalutationOption } from '../account/index.ts';
import { apiFailure, parseForm, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { contactSchema } from './schema.ts';
import { salutationOptions } from '../account/index.server.ts';

/** Which CMS form sent the message (Shopware picks the receivers of that element). */
const CMS_FIELDS = ['navigationId', 'slotId', 'cmsPageType', 'entityName'] as const;
const OPTIONAL_FIELDS = ['salutationId', 'firstName', 'lastName', 'phone'] as const;

export async function loadContactPage(context: Readonly<RouterContextProvider>): Promise<{ salutations: SalutationOption[] }> {
  try {
    return { salutations: await salutationOptions(context.get(storeApiContext).api, context.get(sessionSummaryContext).languageId) };
  } catch (error) {
    throwPageError(error);
  }
}

export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readSubmittedForm(request);
  const parsed = parseForm(form, contactSchema);
  if (!parsed.ok) return parsed.response;
  const { email, subject, comment } = parsed.data;
  const body: RequestBody<'sendContactMail post /contact-form'> = { email, subject, comment };
  for (const key of OPTIONAL_FIELDS) {
    const value = parsed.data[key];
    if (value) body[key] = value;
  }
  for (const key of CMS_FIELDS) {
    const value = form.values[key];
    if (value && /^[\w-]{1,64}$/.test(value)) body[key] = value;
  }
  try {
    await context.get(storeApiContext).api.invoke('sendContactMail post /contact-form', { body });
  } catch (error) {
    return apiFailure(error, form);
  }
  const { locale } = context.get(requestStateContext);
  return redirectWithMessage(context, safeRedirectPath(form.values.redirectTo, localisePath('/contact', locale)), 'contact.success');
}
