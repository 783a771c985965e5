// One SQL dialect (PostgreSQL) on two drivers: embedded PGlite by default, a real PostgreSQL
// server when DATABASE_URL says so (docs/adr/0004-engine-stack.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';

/** Arrays are bound as PostgreSQL arrays by both drivers (never build `{a,b}` literals by hand: quotes and braces break them). */
export type SqlValue = string | number | boolean | null | Date | readonly string[];

/** The distinct, present values of a list, as an array parameter (`= ANY($1::text[])`). */
export function sqlArray(values: Iterable<string | null | undefined>): string[] {
  return [...new Set([...values].filter((value): value is string => typeof value === 'string'))];
}

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

interface Transaction extends Queryable {
  /** Runs several statements (no parameters), e.g. a whole migration file, inside the transaction. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a database-wide lock named `name` (PostgreSQL: a session advisory lock
   * on a connection of its own, per schema), so several engines booting on one database migrate
   * and seed one after the other. PGlite has one process per folder: the work just runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/**
 * Whether a statement failed on a unique index (SQLSTATE 23505), of `constraint` when named. Both
 * drivers report PostgreSQL's code and constraint name. A check before an insert cannot see a
 * concurrent insert of the same value; the index can, so this is where such a race is recognised.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

/** A round trip to the database (readiness checks). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
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
  const lock = await lockFolder(dir);
  try {
    return await wrapPglite(new PGlite(dir), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function wrapPglite(db: PGlite, onClose: () => void = () => undefined): Promise<Database> {
  await db.waitReady;
  const query = async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await db.query<Row>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await tx.query<Row>(sql, [...params])).rows,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    exclusive: (_name, work) => work(),
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
    // IF NOT EXISTS still races when two processes create it at once: the loser's error is harmless.
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch(async (error: unknown) => {
      if ((await admin.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount !== 1) throw error;
    });
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // A connection that dies while idle (a restarted server, a failover) is dropped by the pool, which
  // then emits 'error': unheard, that event would end the process.
  pool.on('error', (error) => console.warn(`[store-api] an idle PostgreSQL connection failed and was dropped: ${error.message}`));
  const query = async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await pool.query<Row>(sql, [...params])).rows;
  /** A connection for several statements; its death while held fails the statement, not the process. */
  const checkout = async () => {
    const client = await pool.connect();
    const onError = () => undefined;
    client.on('error', onError);
    return {
      client,
      release: (destroy: boolean) => {
        client.off('error', onError);
        client.release(destroy || undefined);
      },
    };
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const { client, release } = await checkout();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await client.query<Row>(sql, [...params])).rows,
          // Without parameters pg uses the simple query protocol, which runs several statements.
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        release(false);
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroyed, not handed to the next request
        // (it would carry a half-done transaction and its locks).
        const rolledBack = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        release(!rolledBack);
        throw error;
      }
    },
    exclusive: async (name, work) => {
      const { client, release } = await checkout();
      let unlocked = false;
      // Keyed by schema too: engines on different schemas of one server do not wait for each other.
      const key = 'SELECT hashtextextended($1 || current_schema(), 0) AS key';
      try {
        const [row] = (await client.query<{ key: string }>(key, [`aisle:${name}:`])).rows;
        await client.query('SELECT pg_advisory_lock($1)', [row!.key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [row!.key]);
          unlocked = true;
        }
      } finally {
        // A session lock lives as long as its connection: one that could not unlock (or whose lock
        // failed half-way) is destroyed, which frees the lock, instead of going back to the pool.
        release(!unlocked);
      }
    },
    close: async () => {
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
}
