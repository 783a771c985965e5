// The consent cookie on the server: read for every page (root loader, HTML cache key), written by the
// settings form's action (banner and settings page post there, with or without JavaScript).
import { redirect, type RouterContextProvider } from 'react-router';
import { stringifySetCookie } from 'cookie';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { readConfig, servedOverHttps } from '../../lib/config.server.ts';
import { readCookie } from '../../lib/http/cookies.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext } from '../../lib/request-context.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentFromForm, decodeConsent, encodeConsent, type Consent, type ConsentState } from './consent.ts';

export function readConsentState(request: Request): ConsentState {
  const config = readConfig();
  // The merchant's switch (an explicit STOREFRONT_ANALYTICS or a GTM container overrides it: server/merchant-config.ts).
  const required = merchantConfig().features.analytics;
  return {
    required,
    choice: required ? decodeConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE)) : null,
    gtmId: required ? (config.gtmId ?? null) : null,
  };
}

function consentCookie(consent: Consent, secure: boolean): string {
  // No secret: the prompt's script writes the same cookie itself the moment the shopper chooses, so the
  // very next request carries the choice, even one sent before this answer arrived.
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: encodeConsent(consent),
    httpOnly: false,
    maxAge: CONSENT_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/** Stores the choice for a year and goes back to the page the shopper was on (on this site only). */
export async function consentAction(request: Request, context: Readonly<RouterContextProvider>, url: URL, locale: Locale): Promise<Response> {
  const form = await readFormData(request);
  const target = safeRedirectPath(form?.get('redirectTo'), homePath(locale));
  const consent = consentFromForm(form);
  if (!consent) {
    flash(context, 'danger', 'messages.default');
    return redirect(target, 303);
  }
  context.get(requestStateContext).setCookies.push(consentCookie(consent, servedOverHttps(readConfig(), url)));
  flash(context, 'success', 'consent.saved');
  return redirect(target, 303);
}
