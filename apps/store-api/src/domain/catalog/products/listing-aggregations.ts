// Shopware's listing aggregations (manufacturer, price, rating, shipping-free, properties), only those
// whose filters are enabled, from one scan of the scope (aggregationSql); then the entities they name.
import type { Queryable } from '../../../db/database.ts';
import { loadMedia, serializeMedia, type MediaRow } from '../../media/media.ts';
import { memo } from '../../../cache-store.ts';
import { catalogueReference } from './catalogue-reference.ts';
import { fromMinor, toMinor } from '../../pricing/money.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { ListingParams } from './listing-params.ts';
import { aggregationSql, type Condition, type FilterName, type ListingSource, type PriceSql } from './listing-query.ts';
import type { ManufacturerRow } from './rows.ts';
import { serializeManufacturer, serializePropertyGroup, serializePropertyOption } from './serializers.ts';

export interface AggregationInput {
  source: ListingSource;
  /** The listing's scope (visibility, category or search term), without the shopper's filters. */
  scope: readonly Condition[];
  /** The shopper's filters; present only with reduce-aggregations (otherwise they do not narrow aggregations). */
  reduceBy: ReadonlyMap<FilterName, Condition> | undefined;
  price: PriceSql;
}

/** What the aggregations are made of: one row of aggregationSql, or the in-memory index's (search-index-listing.ts). */
export interface FactsRow {
  price_min?: string | null;
  price_max?: string | null;
  rating_max?: string | null;
  shipping_free?: boolean | null;
  manufacturer_ids?: string[] | null;
  option_ids?: string[] | null;
}

export async function listingAggregations(db: Queryable, cc: CatalogContext, params: ListingParams, input: AggregationInput): Promise<Record<string, unknown>> {
  const { filters } = params;
  const request = {
    price: filters.price,
    rating: filters.rating,
    shippingFree: filters.shippingFree,
    manufacturer: filters.manufacturer,
    properties: filters.property,
  };
  const query = aggregationSql(input.source, input.scope, request, input.price, input.reduceBy);
  return aggregationsFromFacts(db, cc, params, (query ? await db.query<FactsRow>(query.sql, query.values) : [])[0] ?? {});
}

/** Shopware's aggregations from their facts: the asked-for ones, with the manufacturers and property groups they name. */
export async function aggregationsFromFacts(db: Queryable, cc: CatalogContext, params: ListingParams, row: FactsRow): Promise<Record<string, unknown>> {
  const { filters } = params;
  // Entities of both id aggregations at once (PostgreSQL overlaps them; PGlite runs one query at a time).
  const [manufacturer, properties] = await Promise.all([
    filters.manufacturer ? manufacturerAggregation(db, cc, row.manufacturer_ids ?? []) : undefined,
    filters.property ? propertyAggregation(db, cc, params, row.option_ids ?? []) : undefined,
  ]);
  const result: Record<string, unknown> = {};
  if (filters.price) {
    const round = (value: string | null | undefined) =>
      value === null || value === undefined ? 0 : fromMinor(toMinor(value, cc.price.decimals), cc.price.decimals);
    result.price = { min: round(row.price_min), max: round(row.price_max), avg: null, sum: null, apiAlias: 'price_aggregation' };
  }
  if (filters.rating) result.rating = { max: row.rating_max ? Number(row.rating_max) : 0, apiAlias: 'rating_aggregation' };
  if (filters.shippingFree) result['shipping-free'] = { max: row.shipping_free === true, apiAlias: 'shipping-free_aggregation' };
  // The order the aggregations have always been listed in.
  if (manufacturer) result.manufacturer = manufacturer;
  if (properties) result.properties = properties;
  return result;
}

/**
 * The manufacturers' logos, kept as long as the catalogue reference (catalogue-reference.ts) that holds the
 * manufacturers and property groups and options aggregations name: no query for an aggregation's entities.
 */
function manufacturerLogos(db: Queryable, manufacturers: Iterable<ManufacturerRow>): Promise<ReadonlyMap<string, MediaRow>> {
  return memo(db, 'manufacturer-logos', LOGOS_TTL_MS, () =>
    loadMedia(
      db,
      [...manufacturers].map((row) => row.media_id).filter((id): id is string => Boolean(id)),
    ),
  );
}

const LOGOS_TTL_MS = 30_000;

/** The rows of the ids that exist (an id may name a row deleted since the facts were read). */
const rowsOf = <Row>(rows: ReadonlyMap<string, Row>, ids: readonly string[]): Row[] =>
  [...new Set(ids)].map((id) => rows.get(id)).filter((row): row is Row => row !== undefined);

async function manufacturerAggregation(db: Queryable, cc: CatalogContext, ids: readonly string[]) {
  const { manufacturers } = await catalogueReference(db);
  const logos = await manufacturerLogos(db, manufacturers.values());
  const entities = rowsOf(manufacturers, ids)
    .map((row) => {
      const logo = row.media_id ? logos.get(row.media_id) : undefined;
      return { id: row.id, entity: serializeManufacturer(row, cc.chain, logo ? serializeMedia(logo, cc.chain, cc.mediaBaseUrl) : undefined) };
    })
    .sort((a, b) => a.entity.name.localeCompare(b.entity.name) || (a.id < b.id ? -1 : 1))
    .map(({ entity }) => entity);
  return { entities, apiAlias: 'manufacturer_aggregation' };
}

async function propertyAggregation(db: Queryable, cc: CatalogContext, params: ListingParams, ids: readonly string[]) {
  const reference = await catalogueReference(db);
  // Only options of filterable groups are filter options.
  const options = rowsOf(reference.options, ids).filter((option) => reference.groups.get(option.group_id)?.filterable);
  const whitelist = params.propertyWhitelist;
  const groupIds = [...new Set(options.map((option) => option.group_id))].filter((id) => !whitelist || whitelist.includes(id));
  const groups = rowsOf(reference.groups, groupIds).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    entities: groups.map((group) =>
      serializePropertyGroup(
        group,
        cc.chain,
        options
          .filter((option) => option.group_id === group.id)
          .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
          .map((option) => serializePropertyOption(option, group, cc.chain)),
      ),
    ),
    apiAlias: 'properties_aggregation',
  };
}
