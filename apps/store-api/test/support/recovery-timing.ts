// Password recovery timing, known vs unknown address (ADR 0015, addendum), as a bench can call it:
// `measureRecoveryTiming(engine, 50)` registers 50 accounts, then alternates 50 recoveries for them
// with 50 for unknown addresses and returns both medians. Every call comes from its own forwarded
// IP and address, so the throttles never answer instead of the work being measured.
import type { Engine } from '../../src/engine.ts';
import { DEMO_ACCESS_KEY } from '../../src/seed/demo-constants.ts';
import { registration, STOREFRONT_URL } from './accounts.ts';

async function post(engine: Engine, path: string, body: unknown, ip: string): Promise<number> {
  const response = await engine.app.inject({
    method: 'POST',
    url: `/store-api${path}`,
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: JSON.stringify(body),
  });
  return response.statusCode;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function measureRecoveryTiming(engine: Engine, calls = 50): Promise<{ knownMs: number; unknownMs: number }> {
  const run = Date.now().toString(36);
  const known = Array.from({ length: calls }, (_, index) => `timing-${run}-${index}@example.com`);
  for (const [index, email] of known.entries()) {
    const status = await post(engine, '/account/register', registration(email), `198.18.${index >> 8}.${index & 255}`);
    if (status !== 200) throw new Error(`registration of ${email} answered ${status}`);
  }
  // Recovery is for active accounts: skip the opt-in mails.
  await engine.db.query('UPDATE customer SET active = true WHERE email LIKE $1', [`timing-${run}-%`]);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let index = 0; index < calls; index += 1) {
    for (const kind of ['known', 'unknown'] as const) {
      const email = kind === 'known' ? known[index]! : `nobody-${run}-${index}@example.com`;
      const started = performance.now();
      const status = await post(engine, '/account/recovery-password', { email, storefrontUrl: STOREFRONT_URL }, `198.19.${index >> 8}.${index & 255}`);
      times[kind].push(performance.now() - started);
      if (status !== 200) throw new Error(`recovery for ${email} answered ${status}`);
    }
  }
  return { knownMs: median(times.known), unknownMs: median(times.unknown) };
}
