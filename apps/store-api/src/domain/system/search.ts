// Criteria searches over the system entities, each narrowed the way Shopware's sales-channel
// definitions narrow them (only the channel's languages, currencies and active countries …).
import type { Queryable } from '../../db/database.ts';
import { searchRows, type SearchResult } from '../criteria/search.ts';
import type { Criteria } from '../criteria/types.ts';
import { serializeSeoUrl, type SeoUrlRow } from '../seo/seo-urls.ts';
import type { LanguageChain } from '../translation.ts';
import { countryDefinition, countryStateDefinition, currencyDefinition, languageDefinition, salutationDefinition, seoUrlDefinition } from './definitions.ts';
import type { CountryRow, CountryStateRow, CurrencyRow, LanguageRow, LocaleRow, SalutationRow } from './rows.ts';

export function searchLanguages(db: Queryable, salesChannelId: string, criteria: Criteria): Promise<SearchResult<LanguageRow>> {
  return searchRows<LanguageRow>(db, languageDefinition(), criteria, (params) => [
    `t.id IN (SELECT language_id FROM sales_channel_language WHERE sales_channel_id = ${params.add(salesChannelId)})`,
  ]);
}

export async function localesById(db: Queryable): Promise<Map<string, LocaleRow>> {
  return new Map((await db.query<LocaleRow>('SELECT * FROM locale')).map((row) => [row.id, row]));
}

export function searchCurrencies(db: Queryable, salesChannelId: string, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<CurrencyRow>> {
  return searchRows<CurrencyRow>(db, currencyDefinition(chain), criteria, (params) => [
    `t.id IN (SELECT currency_id FROM sales_channel_currency WHERE sales_channel_id = ${params.add(salesChannelId)})`,
  ]);
}

export function searchCountries(db: Queryable, salesChannelId: string, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<CountryRow>> {
  return searchRows<CountryRow>(db, countryDefinition(chain), criteria, (params) => [
    `t.id IN (SELECT country_id FROM sales_channel_country WHERE sales_channel_id = ${params.add(salesChannelId)})`,
    't.active',
  ]);
}

/** The active states of several countries (the `states` association), by country id. */
export async function statesOfCountries(
  db: Queryable,
  countryIds: readonly string[],
  chain: LanguageChain,
  criteria: Criteria,
): Promise<Map<string, CountryStateRow[]>> {
  const states = new Map<string, CountryStateRow[]>();
  if (countryIds.length === 0) return states;
  const result = await searchRows<CountryStateRow>(db, countryStateDefinition(chain), { ...criteria, limit: undefined, ids: undefined }, (params) => [
    `t.country_id IN (${countryIds.map((id) => params.add(id)).join(', ')})`,
    't.active',
  ]);
  for (const state of result.rows) states.set(state.country_id, [...(states.get(state.country_id) ?? []), state]);
  return states;
}

export function searchCountryStates(db: Queryable, countryId: string, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<CountryStateRow>> {
  return searchRows<CountryStateRow>(db, countryStateDefinition(chain), criteria, (params) => [`t.country_id = ${params.add(countryId)}`, 't.active']);
}

export function searchSalutations(db: Queryable, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<SalutationRow>> {
  return searchRows<SalutationRow>(db, salutationDefinition(chain), criteria);
}

/** SalesChannelSeoUrlDefinition::processCriteria: this language, this (or no) channel, canonical, not deleted. */
export async function searchSeoUrls(db: Queryable, salesChannelId: string, languageId: string, criteria: Criteria) {
  const result = await searchRows<SeoUrlRow>(db, seoUrlDefinition(), criteria, (params) => [
    `t.language_id = ${params.add(languageId)}`,
    `(t.sales_channel_id = ${params.add(salesChannelId)} OR t.sales_channel_id IS NULL)`,
    't.is_canonical',
    'NOT t.is_deleted',
  ]);
  return { result, elements: result.rows.map(serializeSeoUrl) };
}
