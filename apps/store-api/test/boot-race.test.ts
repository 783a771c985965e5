// Several engines on one PostgreSQL (ADR 0017): two engines booting at once on a fresh schema — one
// migrates and seeds under the advisory lock, the other waits and then starts on the finished data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readConfig } from '../src/config.ts';
import { createEngine } from '../src/engine.ts';

const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!postgres)('two engines booting on one empty PostgreSQL', () => {
  it('migrate and seed once, and both answer', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const config = { ...readConfig({}), databaseUrl: postgres!, mediaDir: join(REPO_ROOT, 'data', 'test-media'), logLevel: 'silent' };
    const engines = await Promise.all([createEngine(config, { schema, mailWorker: false }), createEngine(config, { schema, mailWorker: false })]);
    try {
      const [first] = engines;
      const versions = await first!.db.query<{ version: string; count: string }>('SELECT version, count(*) AS count FROM schema_migration GROUP BY version');
      expect(versions.length).toBeGreaterThan(5);
      expect(versions.every((row) => Number(row.count) === 1)).toBe(true);
      expect(await first!.db.query('SELECT id FROM sales_channel')).toHaveLength(1);
      for (const engine of engines) expect((await engine.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      // The second close drops the schema the first one already dropped: both must still end.
      for (const engine of engines) await engine.close();
    }
  }, 300_000);
});
