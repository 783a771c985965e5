// Versioned migrations: every src/db/migrations/NNNN_name.sql runs once, in order, whole, in a
// transaction. Callers that may race (several engines on one PostgreSQL) hold `db.exclusive`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export async function migrate(db: Database): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migration')).map((row) => row.version));
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .filter((file) => !done.has(file));
  for (const file of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (version) VALUES ($1)', [file]);
    });
  }
  return pending;
}
