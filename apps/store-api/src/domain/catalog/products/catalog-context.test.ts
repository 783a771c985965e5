import { describe, expect, it } from 'vitest';
import { factsFromReference, type ContextReference } from './catalog-context.ts';

const reference: ContextReference = {
  currencies: new Map([
    ['eur', { factor: '1', decimals: 2 }],
    ['pln', { factor: '4.3', decimals: 2 }],
  ]),
  defaultCurrencyId: 'eur',
  displayGross: new Map([
    ['shoppers', true],
    ['traders', false],
  ]),
  localeCodes: new Map([['en', 'en-GB']]),
};

describe('factsFromReference', () => {
  it('reads the currency, the group’s price display and the locale from the memoised tables', () => {
    expect(factsFromReference(reference, { currencyId: 'pln', customerGroupId: 'traders', languageId: 'en' })).toEqual({
      defaultCurrencyId: 'eur',
      currencyFactor: '4.3',
      decimals: 2,
      displayGross: false,
      localeCode: 'en-GB',
    });
  });

  it('gives up (the database decides) when a currency, group or language is not in the memo', () => {
    const known = { currencyId: 'eur', customerGroupId: 'shoppers', languageId: 'en' };
    expect(factsFromReference(reference, known)?.displayGross).toBe(true);
    expect(factsFromReference(reference, { ...known, currencyId: 'gbp' })).toBeUndefined();
    expect(factsFromReference(reference, { ...known, customerGroupId: 'new' })).toBeUndefined();
    expect(factsFromReference(reference, { ...known, languageId: 'de' })).toBeUndefined();
    expect(factsFromReference({ ...reference, defaultCurrencyId: undefined }, known)).toBeUndefined();
  });
});
