// One SQL dialect (PostgreSQL) on two drivers: embedded PGlite by default, a real PostgreSQL
// server when DATABASE_URL says so (docs/adr/0004-engine-stack.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';

export type SqlValue = string | number | boolean | null | Date;

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenOptions {
  url: string;
  dataDir: string;
  /** PostgreSQL only: work inside this schema (created if missing); tests use one per file. */
  schema?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options.schema);
  if (options.url === 'memory://') return wrapPglite(new PGlite());
  if (options.url !== '') throw new Error(`DATABASE_URL must be empty, memory:// or a postgres:// URL (got ${options.url}).`);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock = lockFolder(dir);
  try {
    return await wrapPglite(new PGlite(dir), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function wrapPglite(db: PGlite, onClose: () => void = () => undefined): Promise<Database> {
  await db.waitReady;
  const query = async <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
    (await db.query<Row>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({ query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await tx.query<Row>(sql, [...params])).rows }),
      ),
    close: async () => {
      await db.close();
      onClose();
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const query = async <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
    (await pool.query<Row>(sql, [...params])).rows;
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await client.query<Row>(sql, [...params])).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
}
