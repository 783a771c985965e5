// Password recovery: /account/recover sends the mail (same answer whether the account exists or
// not), /reset-password?hash=… sets the new password.
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { storefrontUrlFor } from './customer.server.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { recoverSchema, resetPasswordSchema } from './schemas.ts';

export async function recoverAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const form = await readSubmittedForm(request);
  const parsed = parseForm(form, recoverSchema);
  if (!parsed.ok) return parsed.response;
  const { locale } = context.get(requestStateContext);
  try {
    await context.get(storeApiContext).api.invoke('sendRecoveryMail post /account/recovery-password', {
      body: { email: parsed.data.email, storefrontUrl: storefrontUrlFor(url, locale) },
    });
  } catch (error) {
    // Shopware 6.6 answers 401 for unknown addresses; the visitor must not learn that.
    const failure = storeApiFailureOf(error);
    if (!(failure?.status === 401 || failure?.errors[0]?.code === 'CHECKOUT__CUSTOMER_NOT_FOUND')) return apiFailure(error, form);
  }
  return redirectWithMessage(context, localisePath('/account/recover', locale), 'account.recover.sent', 'info');
}

export type ResetLinkState = 'valid' | 'invalid' | 'expired';

export async function loadResetPage(context: Readonly<RouterContextProvider>, url: URL): Promise<{ hash: string; state: ResetLinkState }> {
  const hash = url.searchParams.get('hash') ?? '';
  if (!/^[A-Za-z0-9]{1,128}$/.test(hash)) return { hash: '', state: 'invalid' };
  try {
    const { data } = await context
      .get(storeApiContext)
      .api.invoke('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', { body: { hash } });
    // Shopware answers `{isExpired}`; the 6.7 schema describes `{data: [{isExpired}]}`.
    const answer = data as { isExpired?: boolean; data?: { isExpired: boolean }[] };
    const expired = answer.isExpired ?? answer.data?.[0]?.isExpired ?? true;
    return { hash, state: expired ? 'expired' : 'valid' };
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    return { hash, state: 'invalid' };
  }
}

export async function resetPasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readSubmittedForm(request);
  const parsed = parseForm(form, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const { locale } = context.get(requestStateContext);
  try {
    await context.get(storeApiContext).api.invoke('recoveryPassword post /account/recovery-password-confirm', { body: parsed.data });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure?.status === 404) return formFailure(form.name, form.values, {}, { key: 'account.reset.invalid' }, 404);
    if (failure?.status === 410) return formFailure(form.name, form.values, {}, { key: 'account.reset.expired' }, 410);
    return apiFailure(error, form);
  }
  return redirectWithMessage(context, localisePath('/login', locale), 'account.reset.success');
}
