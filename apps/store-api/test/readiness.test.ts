// /readyz answers 200 while the database answers and 503 in Shopware's envelope when it does not.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '../src/engine.ts';
import { startTestEngine } from './support/engine.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await startTestEngine({ mailWorker: false });
});
afterAll(async () => {
  await engine.app.close();
});

describe('/readyz', () => {
  it('is ready with a database and unready without one', async () => {
    expect((await engine.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await engine.db.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await engine.app.inject({ method: 'GET', url: '/readyz' });
    logged.mockRestore();
    expect(down.statusCode).toBe(503);
    expect((JSON.parse(down.body) as { errors: Array<{ status: string }> }).errors[0]?.status).toBe('503');
  });
});
