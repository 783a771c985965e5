// The markets against the Store API at start: each market's locale must be one of the sales channel's
// languages (translationCode.code) and its currency one of its currencies. Shopware matches a
// storefront's language by that code, so a typo would otherwise show the default language silently.
import type { Market } from '../app/lib/merchant/config.ts';

export interface SalesChannelFacts {
  languages: string[];
  currencies: string[];
}

/** The first market the sales channel cannot serve, as the line the storefront stops with; undefined when all fit. */
export function marketProblem(markets: readonly Market[], facts: SalesChannelFacts): string | undefined {
  for (const [index, market] of markets.entries()) {
    if (!facts.languages.includes(market.locale)) {
      return `markets.${index}.locale: no such language in the Store API (got ${JSON.stringify(market.locale)}; it has ${facts.languages.join(', ')})`;
    }
    if (market.currency && !facts.currencies.includes(market.currency)) {
      return `markets.${index}.currency: no such currency in the Store API (got ${JSON.stringify(market.currency)}; it has ${facts.currencies.join(', ')})`;
    }
  }
  return undefined;
}

interface Listing<T> {
  elements?: T[];
}

async function post<T>(endpoint: string, accessKey: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${endpoint}${path}`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The sales channel's language codes and currency ISO codes; retried while the Store API starts. */
export async function readSalesChannelFacts(endpoint: string, accessKey: string, attempts = 10): Promise<SalesChannelFacts> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [languages, currencies] = await Promise.all([
        post<Listing<{ translationCode?: { code?: string } }>>(endpoint, accessKey, '/language', { associations: { translationCode: {} } }),
        post<{ isoCode: string }[] | Listing<{ isoCode: string }>>(endpoint, accessKey, '/currency', {}),
      ]);
      return {
        languages: (languages.elements ?? []).flatMap((language) => (language.translationCode?.code ? [language.translationCode.code] : [])),
        currencies: (Array.isArray(currencies) ? currencies : (currencies.elements ?? [])).map((currency) => currency.isoCode),
      };
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
