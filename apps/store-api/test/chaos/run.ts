// `npm run chaos`: kills the engine (kill -9) during 20 concurrent guest checkouts, on PGlite and on
// PostgreSQL (when DATABASE_URL points at one), restarts it and prints what survived: acknowledged
// orders found, stock = initial − ordered, a queued confirmation mail per committed order, and the
// committed orders whose shopper got no answer. After the restart every checkout without an answer is
// repeated with its Idempotency-Key (ADR 0049): a committed one must answer its order, one that did not
// commit is placed now, and no cart ends with two orders.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { DEMO_ACCESS_KEY } from '../../src/seed/demo-constants.ts';
import { registration } from '../support/accounts.ts';

const CHECKOUTS = 20;
const MAIN = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
const MEDIA = join(import.meta.dirname, '..', '..', '..', '..', 'data', 'test-media');

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function startEngine(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, STORE_API_PORT: '0', STORE_API_HOST: '127.0.0.1', AISLE_MEDIA_DIR: MEDIA },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)\/store-api/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`engine exited (${code}): ${output}`)));
  });
  return { child, base };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function api(
  base: string,
  path: string,
  body: unknown,
  token?: string,
  idempotencyKey?: string,
): Promise<{ status: number; body: Record<string, unknown>; token: string | undefined }> {
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, token: response.headers.get('sw-context-token') ?? undefined };
}

async function run(target: Target): Promise<void> {
  // 1. Seed once, then pick three simple products and give them a known stock.
  const first = await startEngine(target.env);
  first.child.kill('SIGTERM');
  await stopped(first.child);
  let db = await target.open();
  const products = (
    await db.query<{ id: string }>(
      `SELECT id FROM product p WHERE active AND parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id) ORDER BY product_number LIMIT 3`,
    )
  ).map((row) => row.id);
  await db.query('UPDATE product SET stock = 1000, available_stock = 1000, is_closeout = false WHERE id = ANY($1::text[])', [`{${products.join(',')}}`]);
  const [before] = await db.query<{ orders: number }>('SELECT count(*)::int AS orders FROM "order"');
  await db.close();

  // 2. Twenty guests with carts, then concurrent checkouts and a kill -9 in the middle of them.
  const engine = await startEngine(target.env);
  const carts: Array<{ token: string; email: string; key: string; quantities: Map<string, number> }> = [];
  for (let index = 0; index < CHECKOUTS; index += 1) {
    const email = `chaos-${randomBytes(4).toString('hex')}@example.com`;
    const guest = await api(engine.base, '/account/register', registration(email, { guest: true, password: undefined }));
    const quantities = new Map(products.filter((_id, position) => (index + position) % 2 === 0).map((id) => [id, 1 + (index % 3)]));
    for (const [id, quantity] of quantities)
      await api(engine.base, '/checkout/cart/line-item', { items: [{ id, referencedId: id, type: 'product', quantity }] }, guest.token);
    carts.push({ token: guest.token ?? '', email, key: randomBytes(12).toString('hex'), quantities });
  }
  const checkout = (base: string, cart: (typeof carts)[number]) =>
    api(base, '/checkout/order', {}, cart.token, cart.key).then(
      (answer) => (answer.status === 200 ? String(answer.body.orderNumber) : `refused ${answer.status}`),
      () => 'no answer',
    );
  const results = carts.map((cart) => checkout(engine.base, cart));
  // Kill once the first orders are through (or after 3 s), while the others are in flight.
  await Promise.race([Promise.any(results), new Promise((resolve) => setTimeout(resolve, 3000))]);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
  engine.child.kill('SIGKILL');
  const answers = await Promise.all(results);
  await stopped(engine.child);

  // 3. Restart (it must open the same data), repeat the unanswered checkouts with their keys, stop, and inspect the database.
  const again = await startEngine(target.env);
  const repeats = new Map<string, string>();
  for (const [index, cart] of carts.entries()) if (answers[index] === 'no answer') repeats.set(cart.email, await checkout(again.base, cart));
  again.child.kill('SIGTERM');
  await stopped(again.child);
  db = await target.open();
  const orders = await db.query<{ order_number: string; email: string; mails: number }>(
    `SELECT o.order_number, o.order_customer->>'email' AS email,
            (SELECT count(*)::int FROM mail_outbox m WHERE m.template = 'order_confirmation' AND m.recipient = o.order_customer->>'email') AS mails
       FROM "order" o WHERE o.order_customer->>'email' LIKE 'chaos-%'`,
  );
  const stock = await db.query<{ id: string; stock: number }>('SELECT id, stock FROM product WHERE id = ANY($1::text[])', [`{${products.join(',')}}`]);
  await db.close();

  const acknowledged = answers.filter((answer) => /^\d+$/.test(answer));
  const committed = new Set(orders.map((order) => order.email));
  const found = acknowledged.filter((number) => orders.some((order) => order.order_number === number)).length;
  const ordered = new Map(products.map((id) => [id, 0]));
  for (const cart of carts) if (committed.has(cart.email)) for (const [id, quantity] of cart.quantities) ordered.set(id, (ordered.get(id) ?? 0) + quantity);
  const stockOk = stock.every((row) => row.stock === 1000 - (ordered.get(row.id) ?? 0));
  const withMail = orders.filter((order) => order.mails === 1).length;
  const unanswered = orders.length - acknowledged.length;
  console.log(
    `[chaos ${target.name}] ${CHECKOUTS} checkouts: ${acknowledged.length} acknowledged, ${answers.filter((answer) => answer === 'no answer').length} without answer; ` +
      `committed ${orders.length} (orders before: ${before?.orders ?? 0}); acknowledged found ${found}/${acknowledged.length}; ` +
      `stock = initial − ordered: ${stockOk ? 'yes' : 'NO'}; confirmation mail queued: ${withMail}/${orders.length}; committed without answer (recoverable by the shopper): ${unanswered}`,
  );
  const perCart = new Map<string, number>();
  for (const order of orders) perCart.set(order.email, (perCart.get(order.email) ?? 0) + 1);
  const twice = [...perCart.values()].filter((count) => count > 1).length;
  const repeatedRight = [...repeats].filter(([email, number]) => orders.some((order) => order.email === email && order.order_number === number)).length;
  console.log(
    `[chaos ${target.name}] repeated with the same Idempotency-Key after the restart: ${repeats.size}; answered with the cart's one order: ${repeatedRight}/${repeats.size}; carts with two orders: ${twice}`,
  );
  if (found !== acknowledged.length || !stockOk || withMail !== orders.length || twice > 0 || repeatedRight !== repeats.size) process.exitCode = 1;
}

const dataDir = mkdtempSync(join(tmpdir(), 'aisle-chaos-'));
const targets: Target[] = [
  {
    name: 'PGlite',
    env: { AISLE_DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' },
    open: () => openDatabase({ url: '', dataDir: join(dataDir, 'pglite') }),
    cleanup: async () => undefined,
  },
];
const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
if (postgres) {
  const schema = `chaos_${randomBytes(6).toString('hex')}`;
  const url = new URL(postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  targets.push({
    name: 'PostgreSQL',
    env: { AISLE_DATA_DIR: join(dataDir, 'postgres'), DATABASE_URL: url.toString() },
    open: async () => {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.end();
      return openDatabase({ url: url.toString(), dataDir: join(dataDir, 'postgres') });
    },
    cleanup: async () => {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  });
}

try {
  for (const target of targets) {
    if (target.name === 'PostgreSQL') await (await target.open()).close(); // the schema must exist before the engine starts
    try {
      await run(target);
    } finally {
      await target.cleanup();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
