// The view context of a request: the route's locale and the session's currency.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { sessionSummaryContext } from '../../lib/request-context.ts';
import { viewContext, type ViewContext } from './view-context.ts';

export function requestViewContext(context: Readonly<RouterContextProvider>, locale: Locale): ViewContext {
  return viewContext(locale, context.get(sessionSummaryContext).currencyIso);
}
