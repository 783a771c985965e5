// Lookup routes: /language, /currency, /country, /country-state/{countryId}, /salutation.
import type { FastifyInstance } from 'fastify';
import { readRoute } from '../read-route.ts';
import type { WithPathParams } from '../store-api-types.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import type { Criteria } from '../../domain/criteria/types.ts';
import type { LocaleRow } from '../../domain/system/rows.ts';
import {
  localesById,
  searchCountries,
  searchCountryStates,
  searchCurrencies,
  searchLanguages,
  searchSalutations,
  statesOfCountries,
} from '../../domain/system/search.ts';
import { serializeCountry, serializeCountryState, serializeCurrency, serializeLanguage, serializeSalutation } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { contextOf, criteriaOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';

function assertAssociations(criteria: Criteria, known: readonly string[]): void {
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
    const result = await searchLanguages(db, ctx.salesChannel.id, criteria);
    const withLocale = Object.keys(criteria.associations).length > 0;
    const locales = withLocale ? await localesById(db) : new Map<string, LocaleRow>();
    return searchResultBody(
      'language',
      result,
      result.rows.map((row) => serializeLanguage(row, ctx.chain, locales.get(row.locale_id))),
    );
  });

  readRoute(app, '/currency', async (request) => {
    const ctx = contextOf(request);
    const result = await searchCurrencies(db, ctx.salesChannel.id, ctx.chain, criteriaOf(request));
    // A bare collection: the Store API answers a plain array here.
    return result.rows.map((row) => serializeCurrency(row, ctx.chain));
  });

  readRoute(app, '/country', async (request) => {
    const ctx = contextOf(request);
    const criteria = criteriaOf(request);
    assertAssociations(criteria, ['states']);
    const result = await searchCountries(db, ctx.salesChannel.id, ctx.chain, criteria);
    const statesCriteria = criteria.associations.states;
    const states = statesCriteria
      ? await statesOfCountries(
          db,
          result.rows.map((row) => row.id),
          ctx.chain,
          statesCriteria,
        )
      : undefined;
    return searchResultBody(
      'country',
      result,
      result.rows.map((row) => serializeCountry(row, ctx.chain, ctx.salesChannel.currency_id, states ? (states.get(row.id) ?? []) : undefined)),
    );
  });

  readRoute<WithPathParams<'readCountryStateGet get /country-state/{countryId}'>>(app, '/country-state/:countryId', async (request) => {
    const ctx = contextOf(request);
    const countryId = requireUuid(request.params.countryId);
    const result = await searchCountryStates(db, countryId, ctx.chain, criteriaOf(request));
    return searchResultBody(
      'country_state',
      result,
      result.rows.map((row) => serializeCountryState(row, ctx.chain)),
    );
  });

  readRoute(app, '/salutation', async (request) => {
    const ctx = contextOf(request);
    const result = await searchSalutations(db, ctx.chain, criteriaOf(request));
    return searchResultBody(
      'salutation',
      result,
      result.rows.map((row) => serializeSalutation(row, ctx.chain)),
    );
  });
}
