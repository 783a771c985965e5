// The sign-in gate against a real express server: sign-in posts beyond the strangers' lane get 429
// with Retry-After at once, while a browser with a validly signed device cookie still gets through;
// other requests pass untouched. The handler holds its requests until the test lets them go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookie } from '../app/lib/http/device-cookie.ts';
import { holdingServer, until, type HoldingServer } from '../test/holding-server.ts';
import { signInGate } from './sign-in-gate.ts';

const SECRET = 'storefront-secret-of-the-gate-test-0123456789';
const LIMITS = { strangers: { concurrency: 1, queue: 0, retryAfterSeconds: 3 }, known: { concurrency: 1, queue: 0, retryAfterSeconds: 3 } };
let server: HoldingServer;
let base: string;
let held: Array<() => void>;

beforeAll(async () => {
  server = await holdingServer(signInGate(SECRET, LIMITS));
  ({ base, held } = server);
});

afterAll(() => server.close());

const post = (path: string, cookie?: string) => fetch(`${base}${path}`, { method: 'POST', body: 'email=x', headers: cookie ? { cookie } : {} });

describe('sign-in gate', () => {
  it('refuses strangers beyond their lane at once, lets a known device and other requests through', async () => {
    const first = post('/login');
    await until(() => held.length === 1);
    const refused = await post('/pl-PL/login');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(await refused.text()).toContain('<html lang="pl-PL">');
    const data = await post('/login.data');
    expect([data.status, data.headers.get('content-type')?.split(';')[0]]).toEqual([429, 'text/plain']);
    await data.text();
    // A forged cookie is no device cookie.
    expect((await post('/login', 'aisle-device=d1.1900000000.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.' + 'A'.repeat(43))).status).toBe(429);

    const device = (deviceCookie(SECRET, 'anna@example.com', undefined, false).split(';')[0] ?? '').trim();
    const known = post('/login', device);
    const other = fetch(`${base}/account`);
    await until(() => held.length === 3);
    for (const release of held.splice(0)) release();
    expect((await Promise.all([first, known, other])).map((response) => response.status)).toEqual([200, 200, 200]);
    // The lane is free again once the answer has gone.
    const again = post('/login');
    await until(() => held.length === 1);
    held.splice(0)[0]?.();
    expect((await again).status).toBe(200);
  });
});

describe('sign-in posts outside /login', () => {
  it('holds the checkout sign-in form (marked URL) in the lanes, not the checkout order posts', async () => {
    const first = post('/checkout?sign-in');
    await until(() => held.length === 1);
    expect((await post('/de-DE/checkout.data?sign-in')).status).toBe(429);
    const order = post('/checkout');
    await until(() => held.length === 2);
    for (const release of held.splice(0)) release();
    expect((await Promise.all([first, order])).map((response) => response.status)).toEqual([200, 200]);
  });
});
