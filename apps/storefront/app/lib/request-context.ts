// Typed values that travel with one request through middleware, loaders and actions.
import { createContext, RouterContextProvider } from 'react-router';
import type { Notification } from './notifications/notification.ts';
import type { Locale } from '../i18n/locales.ts';
import type { StoreApiSession } from './store-api/client.server.ts';

/** CSP nonce of this response (set by server.ts; empty in `react-router dev`, which sends no CSP). */
export const nonceContext = createContext<string>('');

export interface RequestState {
  locale: Locale;
  /** Set-Cookie values appended to the response by the session middleware. */
  setCookies: string[];
  /** Whether cookies are set `Secure` (the shop is served over https: `servedOverHttps`). */
  secureCookies: boolean;
  /** Notifications carried over from the previous request (flash cookie). */
  flash: Notification[];
  /** Notifications to carry over to the next request (for example across an action's redirect). */
  outgoingFlash: Notification[];
}

export const requestStateContext = createContext<RequestState>();
export const storeApiContext = createContext<StoreApiSession>();

/** Whether the session's prices include VAT (Shopware's `context.taxState`, from the customer group's `displayGross`). */
export type TaxState = 'gross' | 'net' | 'tax-free';

export interface SessionSummary {
  languageId: string | undefined;
  currencyId: string;
  /** ISO code of the session currency (prices are formatted with it on the server). */
  currencyIso: string;
  /** Root of the main navigation (the home category). */
  navigationCategoryId: string;
  /** Logged in per docs/product-rules.md §4 (customer with id, active, not a guest), read from the session context. */
  loggedIn: boolean;
  /**
   * No customer and the sales channel's default country: catalogue reads (prices, taxes) are the same
   * for every such visitor with this language and currency, so they may be shared (page cache).
   */
  sharedCatalogue: boolean;
  /** Prices of this session are net (business customer groups) or gross; every price text and cache key follows it. */
  taxState: TaxState;
  /** The shipping country: the signed-in customer's shipping address's, else the one the session chose or the sales channel's. */
  countryId: string;
  /** The shipping method the session has chosen (else the sales channel's default). */
  shippingMethodId: string;
  /** The session uses the sales channel's default currency (with sharedCatalogue: the page is the same for every anonymous visitor). */
  defaultCurrency: boolean;
}

export const sessionSummaryContext = createContext<SessionSummary>();

/** Tells server.ts that a streamed part of this response failed or came late (entry.server.tsx): not a page to keep. */
export const streamFailureContext = createContext<() => void>(() => {});

/** The load context server.ts hands to React Router for each request. */
export function createLoadContext(nonce: string, onStreamFailure: () => void = () => {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(streamFailureContext, onStreamFailure);
  return context;
}
