// The one engine bootstrap of the test files: start (and seed) in beforeAll, close in afterAll. Kept
// apart from engine.ts, which plain Node scripts (recovery-timing.ts) import without vitest.
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { Engine } from '../../src/engine.ts';
import { startTestEngine, type TestEngineOptions } from './engine.ts';

export interface TestEngineSetup extends TestEngineOptions {
  /** What the file's tests need in the database before the first of them runs (e.g. insertCatalogueFixture). */
  seed?: (db: Database) => Promise<unknown>;
}

/**
 * The engine of one test file. Call it at the top of the file: the engine it returns is usable inside
 * its tests and in hooks registered after it (they run after the engine has started).
 */
export function useTestEngine(setup: TestEngineSetup = {}): Engine {
  let started: Engine | undefined;
  beforeAll(async () => {
    started = await startTestEngine(setup);
    await setup.seed?.(started.db);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Engine => {
    if (!started) throw new Error('The test engine starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get outbox() {
      return current().outbox;
    },
    close: () => current().close(),
  };
}
