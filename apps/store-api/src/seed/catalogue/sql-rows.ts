// Multi-row INSERTs: many rows per statement (PostgreSQL allows 65535 parameters per statement),
// with per-column SQL around the parameter for casts and computed values (to_tsvector).
import type { Queryable, SqlValue } from '../../db/database.ts';

type ColumnKind = 'value' | 'jsonb' | 'text[]' | 'tsvector';

export interface Column<Row> {
  name: string;
  kind?: ColumnKind;
  value: (row: Row) => unknown;
}

const MAX_PARAMETERS = 60_000;

function toParameter(kind: ColumnKind, value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (kind === 'jsonb') return JSON.stringify(value);
  if (kind === 'text[]') {
    if (!Array.isArray(value)) throw new Error('text[] columns take arrays');
    // Bound as an array by the driver.
    return value.map(String);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  throw new Error(`Unsupported SQL value: ${typeof value}`);
}

function placeholder(kind: ColumnKind, index: number): string {
  switch (kind) {
    case 'jsonb':
      return `$${index}::jsonb`;
    case 'text[]':
      return `$${index}::text[]`;
    case 'tsvector':
      return `to_tsvector('simple', $${index})`;
    default:
      return `$${index}`;
  }
}

/** Inserts rows in statements of at most `rowsPerStatement` rows (fewer when the parameter limit says so). */
export async function insertRows<Row>(
  db: Queryable,
  table: string,
  columns: ReadonlyArray<Column<Row>>,
  rows: readonly Row[],
  options: { rowsPerStatement?: number; suffix?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.min(options.rowsPerStatement ?? 1000, Math.floor(MAX_PARAMETERS / columns.length)));
  const names = columns.map((column) => column.name).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: SqlValue[] = [];
    const tuples = chunk.map((row) => {
      const cells = columns.map((column) => {
        const kind = column.kind ?? 'value';
        params.push(toParameter(kind, column.value(row)));
        return placeholder(kind, params.length);
      });
      return `(${cells.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${names}) VALUES ${tuples.join(', ')}${options.suffix ? ` ${options.suffix}` : ''}`, params);
  }
}
