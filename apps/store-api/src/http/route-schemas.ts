// Fastify route schemas derived from the corrected Store API contract (api-types/storeApiSchema.json,
// docs/adr/0020): for each operation, the JSON body and the query parameters as JSON Schema, reduced to
// what a schema can say better than hand-written code — the shape and the type of every value
// (docs/adr/0056). scripts/store-api-types.mjs writes the result to api-types/storeApiRouteSchemas.json;
// http/contract-validation.ts attaches it to the engine's routes.
//
// What the reduction leaves to the engine, and why:
// - `required`, `enum`, `format`, `pattern`, lengths and bounds: Shopware checks them with Symfony
//   constraints (NotBlank, Choice, Email, Length …) and answers every violation of a form at once; the
//   domain's `Violations` does the same, so they stay there.
// - `default`: Shopware fills no defaults into a request; ajv would.
// - `oneOf` becomes `anyOf` (see reduce).
// - `additionalProperties: false`: Shopware ignores keys it does not read.
// - criteria (page, limit, filter, includes …, the listing parameters): read by the criteria parser,
//   which answers each part with Shopware's own code and pointer (FRAMEWORK__INVALID_LIMIT_QUERY …).

type JsonSchema = { [keyword: string]: unknown };

interface Parameter {
  name?: string;
  in?: string;
  schema?: JsonSchema;
  $ref?: string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: { schemas: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
}

/** What Fastify validates for one route: its JSON body and its query string. */
export interface RouteSchema {
  body?: JsonSchema;
  querystring?: JsonSchema;
}

/** Route schemas keyed `METHOD /path/{param}`, e.g. `POST /account/login`. */
export type RouteSchemas = Record<string, RouteSchema>;

const METHODS = new Set(['get', 'post', 'patch', 'put', 'delete']);

/** Components that are criteria: the criteria parser reads them (see above). */
const CRITERIA_SCHEMAS = new Set(['Criteria', 'NoneFieldsCriteria', 'ProductListingCriteria', 'ProductListingFlags']);
const COMPONENT = '#/components/schemas/';
const PARAMETER = '#/components/parameters/';

/** Keywords that describe shape and type; every other one is left to the engine (see above). */
const SHAPE_KEYWORDS = new Set(['type', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', 'nullable']);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema with its `$ref`s resolved and only shape keywords kept; criteria become "anything". */
function reduce(schema: JsonSchema, components: Record<string, JsonSchema>, seen: readonly string[] = []): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
    const name = ref.slice(COMPONENT.length);
    if (CRITERIA_SCHEMAS.has(name)) return {};
    const target = components[name];
    // A schema that contains itself cannot be inlined; no request body outside criteria does.
    if (!target || seen.includes(name)) return {};
    return reduce(target, components, [...seen, name]);
  }
  const reduced: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!SHAPE_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties' && isSchema(value)) {
      reduced.properties = Object.fromEntries(
        Object.entries(value).flatMap(([name, property]) => (isSchema(property) ? [[name, reduce(property, components, seen)]] : [])),
      );
    } else if ((keyword === 'items' || keyword === 'additionalProperties') && isSchema(value)) {
      reduced[keyword] = reduce(value, components, seen);
    } else if ((keyword === 'allOf' || keyword === 'anyOf' || keyword === 'oneOf') && Array.isArray(value)) {
      // `oneOf` becomes `anyOf`: with the rules left out, two alternatives may both fit, and which one a value
      // is of is no type question.
      reduced[keyword === 'oneOf' ? 'anyOf' : keyword] = value.filter(isSchema).map((part) => reduce(part, components, seen));
    } else if (keyword === 'type' || keyword === 'nullable') {
      reduced[keyword] = value;
    }
  }
  // OpenAPI 3.0's `nullable` as JSON Schema: null is one more type.
  if (reduced.nullable === true && typeof reduced.type === 'string') reduced.type = [reduced.type, 'null'];
  delete reduced.nullable;
  return reduced;
}

/**
 * Names of the listing parameters (order, p, manufacturer, min-price …: the properties ProductListingCriteria
 * and ProductListingFlags add to the criteria), which operations name as plain query parameters.
 */
function listingParameterNames(components: Record<string, JsonSchema>): Set<string> {
  const names = new Set<string>();
  const visit = (schema: unknown): void => {
    if (!isSchema(schema)) return;
    if (isSchema(schema.properties)) for (const name of Object.keys(schema.properties)) names.add(name);
    // The parts that are references are the generic criteria (Criteria), whose parameters are references too.
    if (Array.isArray(schema.allOf)) schema.allOf.filter((part) => isSchema(part) && part.$ref === undefined).forEach(visit);
  };
  visit(components.ProductListingCriteria);
  visit(components.ProductListingFlags);
  return names;
}

function resolveParameter(parameter: Parameter, document: OpenApiDocument): { parameter: Parameter; criteria: boolean } {
  if (typeof parameter.$ref !== 'string' || !parameter.$ref.startsWith(PARAMETER)) return { parameter, criteria: false };
  const name = parameter.$ref.slice(PARAMETER.length);
  const criteria = /^(criteria|Compressed|noAggregations|onlyAggregations)/.test(name);
  return { parameter: document.components.parameters?.[name] ?? {}, criteria };
}

const SCALARS: ReadonlySet<unknown> = new Set(['boolean', 'integer', 'number']);

/**
 * A query parameter's schema as the query can meet it: every value in a query string is text, and Shopware
 * reads a boolean or a number out of it (`getBoolean`, `getInt`) without refusing any text, so a scalar
 * type means "text" here; whether the value is one text, a list or a map is still checked.
 */
function asQueryText(schema: JsonSchema): JsonSchema {
  const text = (type: unknown) => (SCALARS.has(type) ? 'string' : type);
  const result: JsonSchema = { ...schema };
  if (typeof schema.type === 'string') result.type = text(schema.type);
  if (Array.isArray(schema.type)) result.type = [...new Set(schema.type.map(text))];
  if (isSchema(schema.items)) result.items = asQueryText(schema.items);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(schema[keyword])) result[keyword] = (schema[keyword] as JsonSchema[]).map(asQueryText);
  if (isSchema(schema.properties))
    result.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, isSchema(value) ? asQueryText(value) : value]));
  return result;
}

/** The query string's schema: the operation's query parameters that are not criteria, or none. */
function querystringOf(operation: Operation, document: OpenApiDocument, listing: Set<string>): JsonSchema | undefined {
  const properties: Record<string, JsonSchema> = {};
  for (const entry of operation.parameters ?? []) {
    const { parameter, criteria } = resolveParameter(entry, document);
    if (criteria || parameter.in !== 'query' || !parameter.name || listing.has(parameter.name)) continue;
    // `ids[]` reaches the route as `ids` (PHP's reading, and qs's: query-string.ts).
    properties[parameter.name.replace(/\[\]$/, '')] = asQueryText(reduce(parameter.schema ?? {}, document.components.schemas));
  }
  return Object.keys(properties).length > 0 ? { type: 'object', properties } : undefined;
}

/** The JSON body's schema, or none when it says nothing beyond "an object". */
function bodyOf(operation: Operation, document: OpenApiDocument): JsonSchema | undefined {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const reduced = reduce(schema, document.components.schemas);
  return says(reduced) ? reduced : undefined;
}

/** Whether a reduced schema constrains anything below its root object. */
function says(schema: JsonSchema): boolean {
  if (isSchema(schema.properties) && Object.values(schema.properties).some((property) => isSchema(property) && Object.keys(property).length > 0)) return true;
  if (isSchema(schema.items) || isSchema(schema.additionalProperties)) return true;
  return ['allOf', 'anyOf', 'oneOf'].some((keyword) => Array.isArray(schema[keyword]) && (schema[keyword] as JsonSchema[]).some(says));
}

/** Every operation of the document with a body or query string worth checking, in the document's order. */
export function deriveRouteSchemas(document: OpenApiDocument): RouteSchemas {
  const listing = listingParameterNames(document.components.schemas);
  const routes: RouteSchemas = {};
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method) || !isSchema(operation)) continue;
      const body = bodyOf(operation, document);
      const querystring = querystringOf(operation, document, listing);
      if (body || querystring) routes[`${method.toUpperCase()} ${path}`] = { ...(body ? { body } : {}), ...(querystring ? { querystring } : {}) };
    }
  }
  return routes;
}
