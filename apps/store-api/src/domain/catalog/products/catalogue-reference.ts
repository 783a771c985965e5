// The small catalogue tables every product entity reads (taxes, delivery times, units, manufacturers,
// property groups and options), memoised whole: a page of 24 products otherwise asks for them in
// four queries, and PGlite answers one query at a time (docs/adr/0039).
import { memo } from '../../../cache-store.ts';
import type { Queryable } from '../../../db/database.ts';
import type { DeliveryTimeRow, TaxRow } from '../../system/rows.ts';
import type { ManufacturerRow, PropertyGroupRow, PropertyOptionRow, UnitRow } from './rows.ts';

export interface CatalogueReference {
  taxes: ReadonlyMap<string, TaxRow>;
  deliveryTimes: ReadonlyMap<string, DeliveryTimeRow>;
  units: ReadonlyMap<string, UnitRow>;
  manufacturers: ReadonlyMap<string, ManufacturerRow>;
  groups: ReadonlyMap<string, PropertyGroupRow>;
  options: ReadonlyMap<string, PropertyOptionRow>;
}

/**
 * Like the category tree (docs/adr/0008): writes through the engine `forget` it, a catalogue
 * written by `generate` or another engine is seen within the TTL. Tens of rows in the demo and the
 * generated 100k catalogue; a shop with tens of thousands of options reloads them twice a minute.
 */
const REFERENCE_TTL_MS = 30_000;

const byId = <T extends { id: string }>(rows: readonly T[]): ReadonlyMap<string, T> => new Map(rows.map((row) => [row.id, row]));

export function catalogueReference(db: Queryable): Promise<CatalogueReference> {
  return memo(db, 'catalogue-reference', REFERENCE_TTL_MS, async () => ({
    taxes: byId(await db.query<TaxRow>('SELECT * FROM tax')),
    deliveryTimes: byId(await db.query<DeliveryTimeRow>('SELECT * FROM delivery_time')),
    units: byId(await db.query<UnitRow>('SELECT * FROM unit')),
    manufacturers: byId(await db.query<ManufacturerRow>('SELECT * FROM product_manufacturer')),
    groups: byId(await db.query<PropertyGroupRow>('SELECT * FROM property_group')),
    options: byId(await db.query<PropertyOptionRow>('SELECT * FROM property_group_option')),
  }));
}
