// Entity definitions as the criteria see them: each entity's fields (SQL over the row alias `t`) and
// its associations, declared once per entity like Shopware's EntityDefinition::defineFields. A field
// path (`manufacturer.name`, `properties.group.id`, `customFields.size`) resolves through them; a
// name the definition does not declare answers Shopware's errors (EntityDefinitionQueryHelper,
// ApiCriteriaValidator).
import { domainError } from '../errors.ts';
import type { Sorting } from './types.ts';

/**
 * text, number, boolean, date: scalar columns. list: an id array (Shopware's ManyToManyIdField and
 * ListField, JSON lists there), matched element-wise. json: an object (customFields) whose keys are
 * addressed as `field.key`.
 */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'list' | 'json';

export interface FieldDefinition {
  /** SQL expression over the entity's row alias `t`. */
  sql: string;
  kind: FieldKind;
  /**
   * Shopware refuses some declared fields in criteria: `runtime` ones are computed after loading
   * (FRAMEWORK__RUNTIME_FIELD_IN_CRITERIA), `protected` ones are not ApiAware (FRAMEWORK__ACCESSOR_NOT_ALLOWED).
   */
  refused?: 'runtime' | 'protected';
}

export type FieldMap = Readonly<Record<string, FieldDefinition>>;

/**
 * A relation to another entity. The owner's `key` (SQL over its `t`; set-returning for id lists, e.g.
 * `unnest(t.option_ids)`) equals the target's `references` (SQL over the target's `t`).
 */
export interface AssociationDefinition {
  target: () => EntityDefinition;
  key: string;
  references: string;
  many: boolean;
  refused?: 'runtime' | 'protected';
}

export interface EntityDefinition {
  entity: string;
  /** Table name, or a parenthesised subquery for an entity the engine keeps no rows of. */
  table: string;
  fields: FieldMap;
  associations?: Readonly<Record<string, AssociationDefinition>>;
  /** Fields the `term` parameter searches (case-insensitive substring). */
  searchFields: readonly string[];
  defaultSort: readonly Sorting[];
}

/** Field constructors for entity definitions, e.g. `field.text('t.first_name')`. */
export const field = {
  text: (sql: string): FieldDefinition => ({ sql, kind: 'text' }),
  number: (sql: string): FieldDefinition => ({ sql, kind: 'number' }),
  boolean: (sql: string): FieldDefinition => ({ sql, kind: 'boolean' }),
  date: (sql: string): FieldDefinition => ({ sql, kind: 'date' }),
  list: (sql: string): FieldDefinition => ({ sql, kind: 'list' }),
  json: (sql: string): FieldDefinition => ({ sql, kind: 'json' }),
  /** A field Shopware declares that the engine keeps no data for: always null. */
  none: (kind: Exclude<FieldKind, 'list' | 'json'>): FieldDefinition => ({ sql: `NULL::${SQL_TYPES[kind]}`, kind }),
  runtime: (kind: FieldKind = 'text'): FieldDefinition => ({ sql: 'NULL', kind, refused: 'runtime' }),
  protected: (kind: FieldKind = 'text'): FieldDefinition => ({ sql: 'NULL', kind, refused: 'protected' }),
};

const SQL_TYPES = { text: 'text', number: 'numeric', boolean: 'boolean', date: 'timestamptz' } as const;

/** Association constructors: `to.one(() => def, 't.manufacturer_id')`, `to.many(() => def, 't.id', 't.product_id')`. */
export const to = {
  one: (target: () => EntityDefinition, key: string, references = 't.id'): AssociationDefinition => ({ target, key, references, many: false }),
  many: (target: () => EntityDefinition, key: string, references: string): AssociationDefinition => ({ target, key, references, many: true }),
  /** Many-to-many through an id array column of the owner (product.option_ids → property_group_option). */
  ids: (target: () => EntityDefinition, column: string): AssociationDefinition => ({ target, key: `unnest(${column})`, references: 't.id', many: true }),
};

/** An entity the engine keeps no rows of (tags, streams …): declared, so criteria on it are valid, and empty. */
export function emptyEntity(entity: string, fields: Readonly<Record<string, Exclude<FieldKind, 'list' | 'json'>>>): EntityDefinition {
  const columns = Object.entries({ id: 'text' as const, ...fields }).map(([name, kind]) => `NULL::${SQL_TYPES[kind]} AS "${name}"`);
  return {
    entity,
    table: `(SELECT ${columns.join(', ')} WHERE FALSE)`,
    fields: Object.fromEntries(Object.entries({ id: 'text' as const, ...fields }).map(([name, kind]) => [name, { sql: `t."${name}"`, kind }])),
    searchFields: [],
    defaultSort: [],
  };
}

/** A sort over fields in one direction (no natural sorting). */
export function sortBy(order: Sorting['order'], ...fields: string[]): Sorting[] {
  return fields.map((name) => ({ field: name, order, naturalSorting: false }));
}

/** The hops of a resolved path: each association with its target's definition. */
export interface Hop {
  association: AssociationDefinition;
  target: EntityDefinition;
}

export interface ResolvedField {
  hops: Hop[];
  field: FieldDefinition;
  /** Keys below a json field (`customFields.size` → ['size']). */
  jsonPath: string[];
  /** The definition the field belongs to. */
  owner: EntityDefinition;
}

/**
 * Resolves `name` (with or without the entity prefix) through the definition's fields and associations.
 * An association named alone stands for its id. Unknown names answer Shopware's UnmappedFieldException
 * (the last part of the path, the entity it was looked for in); runtime and protected fields answer
 * what ApiCriteriaValidator answers.
 */
export function resolveField(definition: EntityDefinition, name: string): ResolvedField {
  const prefix = `${definition.entity}.`;
  const accessor = name.startsWith(prefix) ? name : `${prefix}${name}`;
  const parts = accessor
    .slice(prefix.length)
    .split('.')
    .filter((part) => part !== 'extensions');
  const hops: Hop[] = [];
  let owner = definition;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? '';
    const found = owner.fields[part];
    if (found) {
      refuse(found.refused, accessor);
      const rest = parts.slice(index + 1);
      if (rest.length > 0 && found.kind !== 'json') throw unmapped(parts[parts.length - 1] ?? part, owner);
      return { hops, field: found, jsonPath: rest, owner };
    }
    const association = Object.hasOwn(owner.associations ?? {}, part) ? owner.associations?.[part] : undefined;
    if (!association) throw unmapped(parts[parts.length - 1] ?? part, owner);
    refuse(association.refused, accessor);
    const target = association.target();
    hops.push({ association, target });
    owner = target;
  }
  // `manufacturer` alone: the association's id.
  const id = owner.fields.id;
  if (!id || hops.length === 0) throw unmapped(parts[parts.length - 1] ?? name, owner);
  return { hops, field: id, jsonPath: [], owner };
}

/** ApiCriteriaValidator's answers for a field it does not let criteria use. */
function refuse(refused: FieldDefinition['refused'], accessor: string): void {
  if (refused === 'runtime')
    throw domainError(400, 'FRAMEWORK__RUNTIME_FIELD_IN_CRITERIA', `Field ${accessor} is a Runtime field and cannot be used in a criteria`, {
      field: accessor,
    });
  if (refused === 'protected') throw domainError(400, 'FRAMEWORK__ACCESSOR_NOT_ALLOWED', `Accessor ${accessor} is not allowed in this api scope`, { accessor });
}

function unmapped(name: string, definition: EntityDefinition) {
  return domainError(400, 'FRAMEWORK__UNMAPPED_FIELD', `Field "${name}" in entity "${definition.entity}" was not found.`, {
    field: name,
    entity: definition.entity,
  });
}

/** The definition an association of `definition` leads to; undefined when it has none of that name (or it is not ApiAware). */
export function resolveAssociation(definition: EntityDefinition, name: string): EntityDefinition | undefined {
  const association = Object.hasOwn(definition.associations ?? {}, name) ? definition.associations?.[name] : undefined;
  return association && !association.refused ? association.target() : undefined;
}
