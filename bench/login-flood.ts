// Benchmark: a password-guessing flood against sign-in (ADR 0048). FLOOD_CLIENTS strangers post wrong
// passwords for made-up e-mails, each from a new client address every time (X-Forwarded-For from a
// trusted proxy: no per-address throttle applies), while a real customer — who signed in from this
// browser before, so it carries the storefront's device cookie — signs in again and again through the
// storefront. Prints the customer's sign-in times, the strangers' answers by status and the budget
// "customer median ≤ 2 s" with the load average. Figures only, no assertions. Only 127.0.0.1.
//   BENCH_CLIENTS (32)         strangers, each posting without pause
//   BENCH_SECONDS (20)         length of the flood
//   BENCH_FLOOD (storefront)   where the strangers post: `storefront` (its /login form) or `engine` (POST /account/login)
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { printBudgets } from './support/budget.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { median, percentile } from './support/stats.ts';
import { ACCESS_KEY } from './support/servers.ts';
import { PASSWORD, registerCustomer } from './support/store-api.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FLOOD = process.env.BENCH_FLOOD === 'engine' ? 'engine' : 'storefront';
const EMAIL = 'flood-customer@example.com';
const CLIENT_TIMEOUT_MS = 30_000;

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A browser's cookie jar, reduced to what sign-in needs: name → value. */
class Jar {
  readonly cookies = new Map<string, string>();

  header(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
}

/** One sign-in through the storefront's form: 303 on success. */
async function signIn(base: string, jar: Jar, email: string, password: string, ip: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': ip, accept: 'text/html', ...jar.header() },
      body: new URLSearchParams({ _form: 'login', email, password }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    jar.keep(response);
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function engineLogin(base: string, email: string, password: string, ip: string): Promise<number> {
  try {
    const response = await fetch(`${base}/account/login`, {
      method: 'POST',
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: email, password }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

requireStorefrontBuild();
const engine = await startEngine({ LOG_LEVEL: 'warn' });
// As `npm start` runs it (one worker per core), behind a trusted proxy that names each client's address.
const storefront = await startStorefront(engine.url, { STOREFRONT_TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'warn' }, { cluster: true });
try {
  await registerCustomer(engine.url, engine.dataDir, EMAIL);
  const customerIp = randomIp();
  const browser = new Jar();
  const first = await signIn(storefront.url, browser, EMAIL, PASSWORD, customerIp);
  if (first.status !== 303) throw new Error(`The customer's first sign-in answered ${first.status}.`);
  const quiet = [];
  for (let index = 0; index < 3; index += 1) quiet.push((await signIn(storefront.url, deviceOnly(browser), EMAIL, PASSWORD, customerIp)).ms);

  const strangers = new Map<number, number>();
  const deadline = performance.now() + SECONDS * 1000;
  const stranger = async (client: number) => {
    for (let attempt = 0; performance.now() < deadline; attempt += 1) {
      const email = `stranger-${client}-${attempt}@example.com`;
      const status =
        FLOOD === 'engine'
          ? await engineLogin(engine.url, email, 'wrong-password-1', randomIp())
          : (await signIn(storefront.url, new Jar(), email, 'wrong-password-1', randomIp())).status;
      strangers.set(status, (strangers.get(status) ?? 0) + 1);
    }
  };
  const customer = async () => {
    const times: number[] = [];
    const statuses = new Map<number, number>();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    while (performance.now() < deadline) {
      const { status, ms } = await signIn(storefront.url, deviceOnly(browser), EMAIL, PASSWORD, customerIp);
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { times, statuses };
  };
  const loadBefore = load();
  const [result] = await Promise.all([customer(), ...Array.from({ length: CLIENTS }, (_, client) => stranger(client))]);
  const loadAfter = load();

  const format = (counts: Map<number, number>) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
      .join(', ');
  console.log(`Sign-in under a password-guessing flood (${CLIENTS} strangers at the ${FLOOD}, ${SECONDS} s, storefront cluster + engine on in-memory PGlite):`);
  console.log(`  customer without the flood:      median ${median(quiet).toFixed(0)} ms (${quiet.length} sign-ins)`);
  console.log(
    `  customer during the flood:       median ${median(result.times).toFixed(0)} ms, p95 ${percentile(result.times, 95).toFixed(0)} ms (${result.times.length} sign-ins; ${format(result.statuses)}; 303 = signed in)`,
  );
  console.log(`  strangers' answers:              ${format(strangers)}`);
  console.log(`  load average before / after:     ${loadBefore} / ${loadAfter}`);
  const signedIn = result.statuses.get(303) ?? 0;
  printBudgets(
    'login-flood',
    [
      { label: 'customer median sign-in during the flood', value: median(result.times) / 1000, limit: 2, kind: 'max', unit: 's', digits: 2 },
      {
        label: "customer's sign-ins that succeeded",
        value: result.times.length === 0 ? undefined : (signedIn / result.times.length) * 100,
        limit: 100,
        kind: 'min',
        unit: '%',
      },
    ],
    `load average ${loadAfter}`,
  );
} finally {
  await storefront.stop();
  await engine.stop();
}

/** The browser after its session ended: only the long-lived cookies it keeps (the device cookie). */
function deviceOnly(browser: Jar): Jar {
  const jar = new Jar();
  for (const [name, value] of browser.cookies) if (!/^(sw-context-token|aisle-flash|aisle-cart)$/.test(name)) jar.cookies.set(name, value);
  return jar;
}
