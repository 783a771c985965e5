// What Shopware checks of nested criteria before it runs a search: every association named exists on
// its definition (RequestCriteriaBuilder: FRAMEWORK__ASSOCIATION_NOT_FOUND), and the fields its
// filters and sortings name resolve on the associated definition.
import { domainError } from '../errors.ts';
import { resolveAssociation, resolveField, type EntityDefinition } from './fields.ts';
import type { Criteria, Filter } from './types.ts';

export function validateAssociations(criteria: Pick<Criteria, 'associations'>, definition: EntityDefinition): void {
  // Definitions that declare no associations (the system entities) leave them unchecked.
  if (!definition.associations) return;
  for (const [name, nested] of Object.entries(criteria.associations)) {
    const target = resolveAssociation(definition, name);
    if (!target) throw domainError(400, 'FRAMEWORK__ASSOCIATION_NOT_FOUND', `Can not find association by name ${name}`, { association: name });
    for (const filter of [...nested.filter, ...nested.postFilter]) fieldsOf(filter).forEach((field) => resolveField(target, field));
    for (const sorting of nested.sort) resolveField(target, sorting.field);
    validateAssociations(nested, target);
  }
}

function fieldsOf(filter: Filter): string[] {
  return 'queries' in filter ? filter.queries.flatMap(fieldsOf) : [filter.field];
}
