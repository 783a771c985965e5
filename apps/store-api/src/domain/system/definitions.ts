// Searchable fields of the system entities (criteria → SQL). Translated fields read the
// language chain from the request (ids are validated hex, so they are safe to inline).
import { field, sortBy, type EntityDefinition, type FieldDefinition } from '../criteria/sql.ts';
import { isUuid } from '../ids.ts';
import type { LanguageChain } from '../translation.ts';

export function translatedField(chain: LanguageChain, name: string): FieldDefinition {
  const parts = chain.ids.filter(isUuid).map((id) => `t.translations->'${id}'->>'${name}'`);
  return field.text(`coalesce(${parts.join(', ')})`);
}

/** A translated json field (customFields): the first language of the chain that has it. */
export function translatedJson(chain: LanguageChain, name: string): FieldDefinition {
  const parts = chain.ids.filter(isUuid).map((id) => `t.translations->'${id}'->'${name}'`);
  return field.json(`coalesce(${parts.join(', ')})`);
}

export function languageDefinition(): EntityDefinition {
  return {
    entity: 'language',
    table: 'language',
    fields: {
      id: field.text('t.id'),
      name: field.text('t.name'),
      localeId: field.text('t.locale_id'),
      translationCodeId: field.text('t.locale_id'),
      parentId: field.text('t.parent_id'),
      position: field.number('t.position'),
      'locale.code': field.text('(SELECT l.code FROM locale l WHERE l.id = t.locale_id)'),
      'translationCode.code': field.text('(SELECT l.code FROM locale l WHERE l.id = t.locale_id)'),
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'position'),
  };
}

export function currencyDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'currency',
    table: 'currency',
    fields: {
      id: field.text('t.id'),
      isoCode: field.text('t.iso_code'),
      symbol: field.text('t.symbol'),
      factor: field.number('t.factor'),
      position: field.number('t.position'),
      isSystemDefault: field.boolean('t.is_system_default'),
      name: translatedField(chain, 'name'),
      shortName: translatedField(chain, 'shortName'),
    },
    searchFields: ['isoCode', 'name'],
    defaultSort: sortBy('ASC', 'position'),
  };
}

export function countryDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'country',
    table: 'country',
    fields: {
      id: field.text('t.id'),
      iso: field.text('t.iso'),
      iso3: field.text('t.iso3'),
      position: field.number('t.position'),
      active: field.boolean('t.active'),
      shippingAvailable: field.boolean('t.shipping_available'),
      isEu: field.boolean('t.is_eu'),
      name: translatedField(chain, 'name'),
    },
    searchFields: ['name', 'iso'],
    defaultSort: sortBy('ASC', 'position', 'name'),
  };
}

export function countryStateDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'country_state',
    table: 'country_state',
    fields: {
      id: field.text('t.id'),
      countryId: field.text('t.country_id'),
      shortCode: field.text('t.short_code'),
      position: field.number('t.position'),
      active: field.boolean('t.active'),
      name: translatedField(chain, 'name'),
    },
    searchFields: ['name', 'shortCode'],
    defaultSort: sortBy('ASC', 'position', 'name'),
  };
}

export function salutationDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'salutation',
    table: 'salutation',
    fields: {
      id: field.text('t.id'),
      salutationKey: field.text('t.salutation_key'),
      position: field.number('t.position'),
      displayName: translatedField(chain, 'displayName'),
      letterName: translatedField(chain, 'letterName'),
    },
    searchFields: ['displayName'],
    defaultSort: sortBy('ASC', 'position'),
  };
}

export function seoUrlDefinition(): EntityDefinition {
  return {
    entity: 'seo_url',
    table: 'seo_url',
    fields: {
      id: field.text('t.id'),
      salesChannelId: field.text('t.sales_channel_id'),
      languageId: field.text('t.language_id'),
      foreignKey: field.text('t.foreign_key'),
      routeName: field.text('t.route_name'),
      pathInfo: field.text('t.path_info'),
      seoPathInfo: field.text('t.seo_path_info'),
      isCanonical: field.boolean('t.is_canonical'),
      isModified: field.boolean('t.is_modified'),
      isDeleted: field.boolean('t.is_deleted'),
      customFields: field.json('NULL::jsonb'),
      createdAt: field.date('t.created_at'),
      updatedAt: field.none('date'),
      // Computed when loaded (SeoUrlDefinition: Runtime).
      url: field.runtime(),
      error: field.runtime(),
    },
    searchFields: ['seoPathInfo'],
    defaultSort: sortBy('ASC', 'seoPathInfo'),
  };
}
