// The operator's config command (`npm run engine -- config set|get`): only whitelisted keys with valid
// values, behind the admin guard, and the change applies at once (double opt-in off: a new account is
// logged in by its registration; on again: it waits for its confirmation).
import { describe, expect, it } from 'vitest';
import { registration } from './support/accounts.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const KEY = 'core.loginRegistration.doubleOptInRegistration';

const engine = useTestEngine({ mailWorker: false });

type Answer = { key: string; salesChannels: Array<{ id: string; value: unknown }>; errors?: Array<{ detail: string }> };

async function admin(method: 'GET' | 'POST', body?: unknown, options: { token?: string; query?: string } = {}) {
  const response = await engine.app.inject({
    method,
    url: `/_admin/config${options.query ?? ''}`,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'x-aisle-admin-token': options.token ?? ADMIN_TOKEN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

const values = (answer: Answer) => [...new Set(answer.salesChannels.map((channel) => channel.value))];

describe('operator config', () => {
  it('needs the admin token', async () => {
    expect((await admin('POST', { key: KEY, value: false }, { token: 'wrong' })).status).toBe(403);
    expect((await admin('GET', undefined, { token: 'wrong', query: `?key=${KEY}` })).status).toBe(403);
  });

  it('refuses keys outside the whitelist and values of the wrong type, changing nothing', async () => {
    const unknown = await admin('POST', { key: 'core.loginRegistration.pwdRecoverUrl', value: 'https://evil.example' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.detail).toContain(KEY);
    expect((await admin('GET', undefined, { query: '?key=__proto__' })).status).toBe(400);
    for (const value of ['false', 0, null, undefined]) expect((await admin('POST', { key: KEY, value })).status).toBe(400);
    expect((await admin('POST', { key: 'core.loginRegistration.passwordMinLength', value: 0 })).status).toBe(400);
    expect((await admin('POST', { key: 'core.loginRegistration.passwordMinLength', value: 2.5 })).status).toBe(400);
    // The shop's name goes into every mail's From header: one line, never empty.
    for (const value of ['', '  ', 'Shop\r\nBcc: all@example.com', 'x'.repeat(256), null])
      expect((await admin('POST', { key: 'core.basicInformation.shopName', value })).status).toBe(400);
    for (const value of ['shop@', 'shop @example.com', 'a@b@c', 42])
      expect((await admin('POST', { key: 'core.basicInformation.email', value })).status).toBe(400);
    expect(values((await admin('GET', undefined, { query: '?key=core.basicInformation.shopName' })).body)).toEqual(['Aisle']);
    // The demo shop's value (seeded per sales channel) is still in force.
    expect(values((await admin('GET', undefined, { query: `?key=${KEY}` })).body)).toEqual([true]);
  });

  it('turns double opt-in off (a new account is logged in at once) and on again (it waits for confirmation)', async () => {
    const off = await admin('POST', { key: KEY, value: false });
    expect(off.status).toBe(200);
    expect(off.body.key).toBe(KEY);
    expect(values(off.body)).toEqual([false]);
    expect(values((await admin('GET', undefined, { query: `?key=${KEY}` })).body)).toEqual([false]);
    const direct = await call(engine.app, '/account/register', { body: registration('direct@example.com') });
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ active: true, doubleOptInRegistration: false });
    const context = (await call(engine.app, '/context', { token: direct.token })).body as { customer?: { email: string } };
    expect(context.customer?.email).toBe('direct@example.com');

    expect(values((await admin('POST', { key: KEY, value: true })).body)).toEqual([true]);
    const waiting = await call(engine.app, '/account/register', { body: registration('waiting@example.com') });
    expect(waiting.body).toMatchObject({ active: false, doubleOptInRegistration: true });
  });
});
