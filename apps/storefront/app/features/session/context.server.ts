// The locale of the route decides the Store API language: it is looked up via /language
// (translationCode.code) and, when the session context has another language, PATCHed into it.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { lazyLookupCache } from '../../lib/cache-store.server.ts';
import type { SessionSummary, TaxState } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { CurrencyOption } from './currency.ts';
import { isLoggedIn } from './customer.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';

const LOOKUP_TTL = { freshMs: 5 * 60 * 1000 };
const lookups = lazyLookupCache('context');

/** Locale code → Shopware language id, cached per endpoint. */
export async function languageIds(api: StoreApiClient, endpoint: string): Promise<Map<string, string>> {
  // Pairs, not a Map: the cache may keep them as JSON in Redis.
  const pairs = await lookups.wrap(
    `languages|${endpoint}`,
    async () => {
      const { data } = await api.invoke('readLanguages post /language', { body: { associations: { translationCode: {} } } });
      return (data.elements ?? []).flatMap((language): [string, string][] =>
        language.translationCode?.code ? [[language.translationCode.code, language.id]] : [],
      );
    },
    LOOKUP_TTL,
  );
  return new Map(pairs);
}

function taxStateOf(value: string | undefined): TaxState {
  return value === 'net' || value === 'tax-free' ? value : 'gross';
}

/** What a page needs of the session context, and the language it is in now. */
type ContextFacts = Omit<SessionSummary, 'languageId'> & { currentLanguageId: string };

async function readContextFacts(api: StoreApiClient): Promise<ContextFacts> {
  const { data: context } = await api.invoke('readContext get /context');
  return {
    currentLanguageId: context.context?.languageIdChain?.[0] ?? context.salesChannel.languageId,
    currencyId: context.currency?.id ?? context.salesChannel.currencyId,
    currencyIso: context.currency?.isoCode ?? 'EUR',
    navigationCategoryId: context.salesChannel.navigationCategoryId,
    loggedIn: isLoggedIn(context.customer),
    sharedCatalogue: !context.customer && (context.shippingLocation?.country?.id ?? context.salesChannel.countryId) === context.salesChannel.countryId,
    taxState: taxStateOf(context.context?.taxState),
    defaultCurrency: (context.currency?.id ?? context.salesChannel.currencyId) === context.salesChannel.currencyId,
    countryId: context.shippingLocation?.country?.id ?? context.salesChannel.countryId,
    shippingMethodId: context.shippingMethod?.id ?? context.salesChannel.shippingMethodId,
  };
}

// A visitor without a token reads the sales channel's default context, the same for all of them:
// one read per process every 10 s instead of one per anonymous page render (ADR 0026). Not served
// stale: maintenance mode reaches anonymous visitors within those 10 s.
const ANONYMOUS_CONTEXT_TTL = { freshMs: 10_000 };

/**
 * `persist: false` (an anonymous read, no context token yet) reads in the route's language through
 * the header only: the visitor keeps no context until a first write, so the page stays shareable.
 */
export async function syncSessionContext(api: StoreApiClient, endpoint: string, locale: Locale, persist = true, newSession = false): Promise<SessionSummary> {
  // A market with a currency of its own: new visitors start in it (anonymous reads through the header,
  // a new session by the PATCH below); a visitor with a session keeps what they chose.
  const marketCurrency = persist && !newSession ? undefined : await marketCurrencyId(api, endpoint, locale);
  if (marketCurrency) api.defaultHeaders.apply({ 'sw-currency-id': marketCurrency });
  const facts = persist
    ? readContextFacts(api)
    : lookups.wrap(`anonymous-context|${endpoint}|${marketCurrency ?? ''}`, () => readContextFacts(api), ANONYMOUS_CONTEXT_TTL);
  const [languages, { currentLanguageId, ...summary }] = await Promise.all([languageIds(api, endpoint), facts]);
  if (marketCurrency && persist && summary.currencyId !== marketCurrency) {
    await api.invoke('updateContext patch /context', { body: { currencyId: marketCurrency } });
  }
  const languageId = languages.get(locale);
  if (languageId) {
    // The header makes the reads of this request use the route's language even before the PATCH
    // below is visible; the PATCH makes it stick for the session (cart, mails, orders).
    api.defaultHeaders.apply({ 'sw-language-id': languageId });
    if (persist && languageId !== currentLanguageId) await api.invoke('updateContext patch /context', { body: { languageId } });
  }
  return { languageId, ...summary };
}

/** The id of the currency the market of `locale` starts visitors in, when the configuration names one. */
async function marketCurrencyId(api: StoreApiClient, endpoint: string, locale: Locale): Promise<string | undefined> {
  const iso = merchantConfig().markets.find((market) => market.locale === locale)?.currency;
  if (!iso) return undefined;
  return (await currencyOptions(api, endpoint, undefined)).find((currency) => currency.isoCode === iso)?.id;
}

/** Currencies of the sales channel in the current language, cached per endpoint and language. */
export async function currencyOptions(api: StoreApiClient, endpoint: string, languageId: string | undefined): Promise<CurrencyOption[]> {
  return lookups.wrap(
    `currencies|${endpoint}|${languageId ?? ''}`,
    async (): Promise<CurrencyOption[]> => {
      const { data } = await api.invoke('readCurrency post /currency', { body: {} });
      return (Array.isArray(data) ? data : []).map((currency: Schemas['Currency']) => ({
        id: currency.id,
        isoCode: currency.isoCode,
        name: getTranslatedProperty(currency, 'name') || currency.isoCode,
        symbol: currency.symbol,
      }));
    },
    LOOKUP_TTL,
  );
}

export async function switchCurrency(api: StoreApiClient, currencyId: string): Promise<void> {
  await api.invoke('updateContext patch /context', { body: { currencyId } });
}
