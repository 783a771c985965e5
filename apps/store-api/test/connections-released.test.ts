// Every database connection a request takes goes back exactly once, and a broken one is not handed
// to the next request: a transaction or an advisory-locked section whose connection dies half-way
// (here: terminated by the server, as a failover or an operator would) leaves the pool with working
// connections only, and the lock free. PostgreSQL only: PGlite has one in-process connection.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';

const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!postgres)('PostgreSQL connections are released exactly once', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ url: postgres!, dataDir: '', schema: `test_${randomBytes(6).toString('hex')}` });
  });
  afterAll(async () => {
    await db.close();
  });

  it('a transaction whose connection died leaves only working connections in the pool', async () => {
    for (let round = 0; round < 3; round += 1) {
      await expect(db.transaction(async (tx) => tx.query('SELECT pg_terminate_backend(pg_backend_pid())'))).rejects.toThrow();
    }
    // More transactions than the pool holds connections: each one would meet a dead connection.
    const answers = await Promise.all(Array.from({ length: 12 }, () => db.transaction(async (tx) => tx.query<{ one: number }>('SELECT 1 AS one'))));
    expect(answers.map(([row]) => row?.one)).toEqual(Array.from({ length: 12 }, () => 1));
  });

  it('an exclusive section whose connection died frees its lock and its connection', async () => {
    await expect(db.exclusive('released-test', async () => db.query('SELECT 1'))).resolves.toBeDefined();
    await expect(
      db.exclusive('released-test', async () => {
        // The locking session itself: its own connection is the one ended.
        await db.query(
          "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid IN (SELECT pid FROM pg_stat_activity WHERE datname = current_database())",
        );
      }),
    ).rejects.toThrow();
    // Taken again at once: the lock went with the dead session, and no dead connection is reused.
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => db.exclusive('released-test', async () => index)));
    expect(results).toHaveLength(12);
  });
});
