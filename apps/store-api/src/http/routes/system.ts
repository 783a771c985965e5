// Lookup routes: /language, /currency, /country, /country-state/{countryId}, /salutation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchResultBody, searchRows } from '../../domain/criteria/search.ts';
import type { Criteria } from '../../domain/criteria/types.ts';
import { countryDefinition, countryStateDefinition, currencyDefinition, languageDefinition, salutationDefinition } from '../../domain/system/definitions.ts';
import type { CountryRow, CountryStateRow, CurrencyRow, LanguageRow, LocaleRow, SalutationRow } from '../../domain/system/rows.ts';
import { serializeCountry, serializeCountryState, serializeCurrency, serializeLanguage, serializeSalutation } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { contextOf, criteriaOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Read routes answer GET (criteria in the query) and POST (criteria in the body). */
export function readRoute(app: FastifyInstance, path: string, handler: Handler): void {
  app.get(path, handler);
  app.post(path, handler);
}

export function assertAssociations(criteria: Criteria, known: readonly string[]): void {
  for (const name of Object.keys(criteria.associations)) {
    if (!known.includes(name)) throw domainError(400, 'FRAMEWORK__ASSOCIATION_NOT_FOUND', `Can not find association by name ${name}`, { association: name });
  }
}

export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  readRoute(app, '/language', async (request) => {
    const ctx = contextOf(request);
    const criteria = criteriaOf(request);
    assertAssociations(criteria, ['locale', 'translationCode']);
    const result = await searchRows<LanguageRow>(db, languageDefinition(), criteria, (params) => [
      `t.id IN (SELECT language_id FROM sales_channel_language WHERE sales_channel_id = ${params.add(ctx.salesChannel.id)})`,
    ]);
    const withLocale = Object.keys(criteria.associations).length > 0;
    const locales = withLocale ? new Map((await db.query<LocaleRow>('SELECT * FROM locale')).map((row) => [row.id, row])) : new Map<string, LocaleRow>();
    return searchResultBody('language', result, result.rows.map((row) => serializeLanguage(row, ctx.chain, locales.get(row.locale_id))));
  });

  readRoute(app, '/currency', async (request) => {
    const ctx = contextOf(request);
    const result = await searchRows<CurrencyRow>(db, currencyDefinition(ctx.chain), criteriaOf(request), (params) => [
      `t.id IN (SELECT currency_id FROM sales_channel_currency WHERE sales_channel_id = ${params.add(ctx.salesChannel.id)})`,
    ]);
    // A bare collection: the Store API answers a plain array here.
    return result.rows.map((row) => serializeCurrency(row, ctx.chain));
  });

  readRoute(app, '/country', async (request) => {
    const ctx = contextOf(request);
    const criteria = criteriaOf(request);
    assertAssociations(criteria, ['states']);
    const result = await searchRows<CountryRow>(db, countryDefinition(ctx.chain), criteria, (params) => [
      `t.id IN (SELECT country_id FROM sales_channel_country WHERE sales_channel_id = ${params.add(ctx.salesChannel.id)})`,
      't.active',
    ]);
    const statesCriteria = criteria.associations.states;
    const states = new Map<string, CountryStateRow[]>();
    if (statesCriteria && result.rows.length > 0) {
      const ids = result.rows.map((row) => row.id);
      const stateRows = await searchRows<CountryStateRow>(db, countryStateDefinition(ctx.chain), { ...statesCriteria, limit: undefined, ids: undefined }, (params) => [
        `t.country_id IN (${ids.map((id) => params.add(id)).join(', ')})`,
        't.active',
      ]);
      for (const state of stateRows.rows) states.set(state.country_id, [...(states.get(state.country_id) ?? []), state]);
    }
    return searchResultBody(
      'country',
      result,
      result.rows.map((row) => serializeCountry(row, ctx.chain, ctx.salesChannel.currency_id, statesCriteria ? (states.get(row.id) ?? []) : undefined)),
    );
  });

  readRoute(app, '/country-state/:countryId', async (request) => {
    const ctx = contextOf(request);
    const countryId = requireUuid((request.params as { countryId: string }).countryId);
    const result = await searchRows<CountryStateRow>(db, countryStateDefinition(ctx.chain), criteriaOf(request), (params) => [
      `t.country_id = ${params.add(countryId)}`,
      't.active',
    ]);
    return searchResultBody('country_state', result, result.rows.map((row) => serializeCountryState(row, ctx.chain)));
  });

  readRoute(app, '/salutation', async (request) => {
    const ctx = contextOf(request);
    const result = await searchRows<SalutationRow>(db, salutationDefinition(ctx.chain), criteriaOf(request));
    return searchResultBody('salutation', result, result.rows.map((row) => serializeSalutation(row, ctx.chain)));
  });
}
