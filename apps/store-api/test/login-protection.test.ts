// Login protection that cannot be turned against the owner: throttling per client IP (as forwarded
// by a trusted proxy) and per account+IP, so failures from one source never refuse the owner's
// correct password from another; unknown and known accounts answer in the same time.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domain/customer/password.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { registeredCustomer } from './support/accounts.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });
const OWNER = 'owner@example.com';
const TIMED = 'timed@example.com';
const NEIGHBOUR = 'neighbour@example.com';
const PASSWORD = 'correct-horse-9';
beforeAll(async () => {
  await registeredCustomer(engine.app, engine.db, OWNER);
  await registeredCustomer(engine.app, engine.db, TIMED);
  await registeredCustomer(engine.app, engine.db, NEIGHBOUR);
});

/** A login as it arrives from the storefront (loopback peer) forwarding the shopper's IP, or from a direct peer. */
async function login(
  email: string,
  password: string,
  source: { forwardedFor?: string; peer?: string },
): Promise<{ status: number; code: string | undefined; ms: number }> {
  const started = performance.now();
  const response = await engine.app.inject({
    method: 'POST',
    url: '/store-api/account/login',
    remoteAddress: source.peer ?? '127.0.0.1',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(source.forwardedFor ? { 'x-forwarded-for': source.forwardedFor } : {}),
    },
    payload: JSON.stringify({ email, password }),
  });
  const ms = performance.now() - started;
  const body = JSON.parse(response.body) as { errors?: Array<{ code: string }> };
  return { status: response.statusCode, code: body.errors?.[0]?.code, ms };
}

describe('login throttling', () => {
  it('failures from one shopper IP do not refuse the owner logging in from another', async () => {
    // Empty passwords fail without hashing: the failures land inside Shopware's 10-second window however slow scrypt is.
    await login(OWNER, 'wrong-password', { forwardedFor: '198.51.100.7' });
    for (let attempt = 0; attempt < 11; attempt += 1) await login(OWNER, '', { forwardedFor: '198.51.100.7' });
    expect((await login(OWNER, PASSWORD, { forwardedFor: '198.51.100.7' })).status).toBe(429);
    expect(await login(OWNER, PASSWORD, { forwardedFor: '203.0.113.20' })).toMatchObject({ status: 200 });
  }, 120_000);

  it('a shared IP (NAT) cannot lock out its other shoppers: failures of others slow it down, never refuse a correct password', async () => {
    const shared = '198.51.100.200';
    // 31 failures from one address over several accounts: before, the per-IP window (30/min) answered
    // every later login from it with 429 ("wait 210 s"), also a neighbour's correct password.
    for (let attempt = 0; attempt < 11; attempt += 1) await login(OWNER, '', { forwardedFor: shared });
    for (let attempt = 0; attempt < 21; attempt += 1) await login(`stranger-${attempt % 7}@example.com`, '', { forwardedFor: shared });
    const neighbour = await login(NEIGHBOUR, PASSWORD, { forwardedFor: shared });
    expect(neighbour.status).toBe(200);
    // …only slowed down: 31 failures are one past the free ones (200 ms).
    expect(neighbour.ms).toBeGreaterThanOrEqual(190);
    // The account that failed from there is still refused (per account+IP, Shopware's windows).
    expect((await login(OWNER, PASSWORD, { forwardedFor: shared })).code).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
  }, 120_000);

  it('trusts X-Forwarded-For only from a trusted proxy: a direct client cannot dodge the limit by rotating it', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) await login(OWNER, '', { peer: '192.0.2.50', forwardedFor: `10.0.0.${attempt}` });
    expect((await login(OWNER, PASSWORD, { peer: '192.0.2.50', forwardedFor: '10.0.0.99' })).status).toBe(429);
  }, 120_000);
});

describe('login timing', () => {
  it('answers unknown and known accounts in about the same time', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      unknown.push((await login(`ghost-${round}@example.com`, 'wrong-password', { forwardedFor: `192.0.2.${100 + round}` })).ms);
      known.push((await login(TIMED, 'wrong-password', { forwardedFor: `192.0.2.${110 + round}` })).ms);
    }
    console.log(`login timing: unknown median ${median(unknown).toFixed(1)} ms, known median ${median(known).toFixed(1)} ms`);
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
    expect(median(unknown) / median(known)).toBeLessThan(1.6);
  }, 120_000);

  it('hashes new passwords at OWASP scrypt parameters (N=2^17, r=8, p=1)', async () => {
    expect((await hashPassword('x')).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });
});
