// The text forms in which Shopware's RequestCriteriaBuilder reads criteria from a query string, where
// everything is text: a list as one text with `|` between its items (`ids=a|b`, an equalsAny filter's
// value, a listing's `properties`) and an entity's included fields as one text with `,` between them
// (`includes[product]=id,name`). A JSON body sends the same as lists; both reach the criteria parser,
// which no route schema replaces (docs/adr/0056).

/** A list sent as a list, or as one text with `|` between its items; undefined for anything else. */
export function pipeList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? value.split('|') : undefined;
}

/** `includes`: per entity alias, its fields sent as a list or as one text with `,` between them. */
export function includesOf(value: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(value).map(([alias, fields]) => [
      alias,
      (Array.isArray(fields) ? fields : typeof fields === 'string' ? fields.split(',') : []).filter((field): field is string => typeof field === 'string'),
    ]),
  );
}
