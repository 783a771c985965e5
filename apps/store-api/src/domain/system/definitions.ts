// Searchable fields of the system entities (criteria → SQL). Translated fields read the
// language chain from the request (ids are validated hex, so they are safe to inline).
import type { EntityDefinition, FieldDefinition } from '../criteria/sql.ts';
import { isUuid } from '../ids.ts';
import type { LanguageChain } from '../translation.ts';

export function translatedField(chain: LanguageChain, field: string): FieldDefinition {
  const parts = chain.ids.filter(isUuid).map((id) => `t.translations->'${id}'->>'${field}'`);
  return { sql: `coalesce(${parts.join(', ')})`, kind: 'text' };
}

const text = (sql: string): FieldDefinition => ({ sql, kind: 'text' });
const number = (sql: string): FieldDefinition => ({ sql, kind: 'number' });
const bool = (sql: string): FieldDefinition => ({ sql, kind: 'boolean' });

export function languageDefinition(): EntityDefinition {
  return {
    entity: 'language',
    table: 'language',
    fields: {
      id: text('t.id'),
      name: text('t.name'),
      localeId: text('t.locale_id'),
      translationCodeId: text('t.locale_id'),
      parentId: text('t.parent_id'),
      position: number('t.position'),
      'locale.code': text('(SELECT l.code FROM locale l WHERE l.id = t.locale_id)'),
      'translationCode.code': text('(SELECT l.code FROM locale l WHERE l.id = t.locale_id)'),
    },
    searchFields: ['name'],
    defaultSort: [{ field: 'position', order: 'ASC', naturalSorting: false }],
  };
}

export function currencyDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'currency',
    table: 'currency',
    fields: {
      id: text('t.id'),
      isoCode: text('t.iso_code'),
      symbol: text('t.symbol'),
      factor: number('t.factor'),
      position: number('t.position'),
      isSystemDefault: bool('t.is_system_default'),
      name: translatedField(chain, 'name'),
      shortName: translatedField(chain, 'shortName'),
    },
    searchFields: ['isoCode', 'name'],
    defaultSort: [{ field: 'position', order: 'ASC', naturalSorting: false }],
  };
}

export function countryDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'country',
    table: 'country',
    fields: {
      id: text('t.id'),
      iso: text('t.iso'),
      iso3: text('t.iso3'),
      position: number('t.position'),
      active: bool('t.active'),
      shippingAvailable: bool('t.shipping_available'),
      isEu: bool('t.is_eu'),
      name: translatedField(chain, 'name'),
    },
    searchFields: ['name', 'iso'],
    defaultSort: [
      { field: 'position', order: 'ASC', naturalSorting: false },
      { field: 'name', order: 'ASC', naturalSorting: false },
    ],
  };
}

export function countryStateDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'country_state',
    table: 'country_state',
    fields: {
      id: text('t.id'),
      countryId: text('t.country_id'),
      shortCode: text('t.short_code'),
      position: number('t.position'),
      active: bool('t.active'),
      name: translatedField(chain, 'name'),
    },
    searchFields: ['name', 'shortCode'],
    defaultSort: [
      { field: 'position', order: 'ASC', naturalSorting: false },
      { field: 'name', order: 'ASC', naturalSorting: false },
    ],
  };
}

export function salutationDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'salutation',
    table: 'salutation',
    fields: {
      id: text('t.id'),
      salutationKey: text('t.salutation_key'),
      position: number('t.position'),
      displayName: translatedField(chain, 'displayName'),
      letterName: translatedField(chain, 'letterName'),
    },
    searchFields: ['displayName'],
    defaultSort: [{ field: 'position', order: 'ASC', naturalSorting: false }],
  };
}

export function seoUrlDefinition(): EntityDefinition {
  return {
    entity: 'seo_url',
    table: 'seo_url',
    fields: {
      id: text('t.id'),
      salesChannelId: text('t.sales_channel_id'),
      languageId: text('t.language_id'),
      foreignKey: text('t.foreign_key'),
      routeName: text('t.route_name'),
      pathInfo: text('t.path_info'),
      seoPathInfo: text('t.seo_path_info'),
      isCanonical: bool('t.is_canonical'),
      isModified: bool('t.is_modified'),
      isDeleted: bool('t.is_deleted'),
    },
    searchFields: ['seoPathInfo'],
    defaultSort: [{ field: 'seoPathInfo', order: 'ASC', naturalSorting: false }],
  };
}
