// A throw-away PostgreSQL database next to the one BENCH_DATABASE_URL names, so benchmarks that
// write (carts, orders) start from a fresh seed and leave nothing behind.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../apps/store-api/src/db/database.ts';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function throwawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `aisle_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, dataDir: '' });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** The PostgreSQL server to benchmark on as well: BENCH_DATABASE_URL, else a postgres:// DATABASE_URL. */
export function benchPostgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

/** How many generated products (`npm run engine -- generate`) a PostgreSQL database holds; 0 when it has no catalogue yet. */
export async function generatedProducts(url: string): Promise<number> {
  const db = await openDatabase({ url, dataDir: '' });
  try {
    const [table] = await db.query<{ exists: boolean }>("SELECT to_regclass('product') IS NOT NULL AS exists");
    if (!table?.exists) return 0;
    const [row] = await db.query<{ count: string | number }>("SELECT count(*) AS count FROM product WHERE product_number LIKE 'AG%'");
    return Number(row?.count ?? 0);
  } finally {
    await db.close();
  }
}
