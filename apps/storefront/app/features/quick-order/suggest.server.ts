// Product numbers suggested while a quick order row is typed: numbers starting with what was typed
// (POST /product, `prefix` filter), variants included, parents of variants left out (they cannot
// go into the cart). An aid: when the Store API fails, there are no suggestions.
import type { RouterContextProvider } from 'react-router';
import { getTranslatedProperty } from '@shopware/helpers';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';

export interface NumberSuggestion {
  number: string;
  name: string;
}

const LIMIT = 8;

export async function loadNumberSuggestions(context: Readonly<RouterContextProvider>, url: URL): Promise<{ suggestions: NumberSuggestion[] }> {
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, 64);
  if (term.length < 2 || /\s/.test(term)) return { suggestions: [] };
  try {
    const { data } = await context.get(storeApiContext).api.invoke('readProduct post /product', {
      body: {
        filter: [{ type: 'prefix', field: 'productNumber', value: term }],
        sort: [{ field: 'productNumber', order: 'ASC' }],
        limit: LIMIT * 2,
        includes: { product: ['productNumber', 'name', 'translated', 'childCount'] },
      },
    });
    return {
      suggestions: (data.elements ?? [])
        .filter((product) => (product.childCount ?? 0) === 0)
        .slice(0, LIMIT)
        .map((product) => ({ number: product.productNumber, name: getTranslatedProperty(product, 'name') || product.productNumber })),
    };
  } catch (error) {
    if (!storeApiFailureOf(error)) throw error;
    return { suggestions: [] };
  }
}
