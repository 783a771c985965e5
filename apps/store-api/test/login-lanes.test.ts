// Sign-in under a password-guessing flood (ADR 0048): the password hash runs in bounded lanes. Strangers
// beyond their lane's bound get a fast 429 with Retry-After in Shopware's format, never a 5xx; a login
// with a valid device token for its account runs in its own lane, also while the strangers' is full,
// and is not refused by failures others caused for that account.
import { DEVICE_TOKEN_HEADER, DEVICE_TOKEN_SECONDS, signDeviceToken } from '@aisle/login-lanes';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_LANES } from '../src/domain/customer/password.ts';
import { PASSWORD_LANES } from '../src/domain/throttle-windows.ts';
import { registeredCustomer } from './support/accounts.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const SECRET = 'device-secret-of-the-test-engine-0123456789';
const engine = useTestEngine({ mailWorker: false, deviceSecret: SECRET });
const OWNER = 'lane-owner@example.com';
const OTHER = 'lane-other@example.com';
const PASSWORD = 'correct-horse-9';
let ip = 0;
const nextIp = () => `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  await registeredCustomer(engine.app, engine.db, OWNER);
  await registeredCustomer(engine.app, engine.db, OTHER);
});

function login(email: string, password: string, device?: string, forwardedFor = nextIp()) {
  return call(engine.app, '/account/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': forwardedFor, ...(device === undefined ? {} : { [DEVICE_TOKEN_HEADER]: device }) },
  });
}

const codeOf = (body: unknown) => (body as { errors?: Array<{ code: string; meta?: { parameters?: { seconds?: number } } }> }).errors?.[0];

/** Fills the strangers' lane (every run and queue place) with work that waits until released. */
function fillStrangersLane(): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { concurrency, queue } = PASSWORD_LANES.strangers;
  const runs = Array.from({ length: concurrency + queue }, () => PROCESS_LANES.strangers.run(() => held));
  return async () => {
    release();
    await Promise.all(runs);
  };
}

let releaseLane: (() => Promise<void>) | undefined;
afterEach(async () => {
  await releaseLane?.();
  releaseLane = undefined;
});

describe('password lanes', () => {
  it('answers a flood beyond the bound with 429 and Retry-After in Shopware’s format, never a 5xx', async () => {
    const flood = await Promise.all(Array.from({ length: 16 }, (_, index) => login(`stranger-${index}@example.com`, 'wrong-password-1')));
    const statuses = flood.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(codeOf(answer.body)).toMatchObject({
        code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
        meta: { parameters: { seconds: PASSWORD_LANES.strangers.retryAfterSeconds } },
      });
      expect(answer.headers['retry-after']).toBe(String(PASSWORD_LANES.strangers.retryAfterSeconds));
    }
  }, 120_000);

  it('serves a valid device token while the strangers’ lane is full, and refuses forged, expired and other-account tokens there', async () => {
    const first = await login(OWNER, PASSWORD);
    expect(first.status).toBe(200);
    const device = first.headers[DEVICE_TOKEN_HEADER];
    expect(typeof device).toBe('string');
    releaseLane = fillStrangersLane();

    const sessions = async () => (await engine.db.query<{ count: string }>('SELECT count(*)::text AS count FROM sales_channel_api_context'))[0]?.count;
    const before = await sessions();
    const stranger = await login(OWNER, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.headers['retry-after']).toBeDefined();
    // Refused before any session work (login-admission.ts): the engine's answer carries no new context token.
    expect(stranger.token).toBeUndefined();
    expect(await sessions()).toBe(before);

    const known = await login(OWNER, PASSWORD, String(device));
    expect(known.status).toBe(200);
    expect(typeof known.headers[DEVICE_TOKEN_HEADER]).toBe('string');

    const forged = `${String(device).slice(0, -43)}${'A'.repeat(43)}`;
    const expired = signDeviceToken(SECRET, OWNER, Date.now() - DEVICE_TOKEN_SECONDS * 1000 - 1000);
    const otherSecret = signDeviceToken('not-the-engine-secret-0123456789abcdef', OWNER);
    for (const token of [forged, expired, otherSecret]) expect((await login(OWNER, PASSWORD, token)).status).toBe(429);
    // The owner's token does not open another account's lane.
    expect((await login(OTHER, PASSWORD, String(device))).status).toBe(429);
  }, 120_000);

  it('does not let strangers’ failures for an account refuse its known device', async () => {
    const device = String((await login(OTHER, PASSWORD)).headers[DEVICE_TOKEN_HEADER]);
    const attacker = '198.51.100.77';
    // Empty passwords fail before hashing: the failures land inside Shopware's 10-second window.
    for (let attempt = 0; attempt < 11; attempt += 1) await login(OTHER, '', undefined, attacker);
    expect((await login(OTHER, PASSWORD, undefined, attacker)).status).toBe(429);
    expect((await login(OTHER, PASSWORD, device, attacker)).status).toBe(200);
  }, 120_000);
});
