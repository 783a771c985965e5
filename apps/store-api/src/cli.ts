// Operator commands (the engine has no admin UI):
//   node src/cli.ts maintenance on|off [--url http://localhost:8000]
//   node src/cli.ts reviews list|approve (--all | <review id>…) [--url …]
//   node src/cli.ts orders mark-paid <order number> [--url …]
//   node src/cli.ts customers group-requests|accept-group <email>|decline-group <email> [--url …]
//   node src/cli.ts config get|set <key> [<value>] [--url …] (whitelisted system-config keys)
//   node src/cli.ts languages add <code> <name> [--url …] (a language for every sales channel)
//   node src/cli.ts generate --products 100000 (benchmark catalogue, opens the database directly)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, readConfig } from './config.ts';
import { FolderLockedError } from './db/folder-lock.ts';

const USAGE = `Usage:
  maintenance on|off [--url <engine base url>]
  orders mark-paid <order number> [--url <engine base url>]
  customers group-requests [--url <engine base url>]   (accounts waiting for a customer group)
  customers accept-group|decline-group <email> [--url <engine base url>]
  config get <key> [--url <engine base url>]
  config set <key> <value> [--url <engine base url>]   (true|false, a number or a text, e.g. core.basicInformation.shopName "Nordlicht Outdoor")
  reviews list [--url <engine base url>]
  reviews approve (--all | <review id>…) [--url <engine base url>]
  languages add <code> <name> [--url <engine base url>]   (e.g. fr-FR Français: a language for every sales channel)
  search-index [--url <engine base url>]   (whether searches are answered from the in-memory index)
  generate --products <count> [--seed <text>] [--batch <rows per transaction>] [--force]`;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

// What an operator can fix (a bad variable, a folder another engine holds) is one message, not a stack trace.
process.on('uncaughtException', (error) => {
  if (error instanceof ConfigError || error instanceof FolderLockedError) fail(error.message);
  throw error;
});

const config = readConfig();
const args = process.argv.slice(2).filter((arg, index, all) => arg !== '--url' && all[index - 1] !== '--url');
const [command, subcommand, ...rest] = args;

/** The reason in a Store API error envelope (`errors[].detail`), else the answer as it came. */
function refusal(body: string): string {
  try {
    const details = (JSON.parse(body) as { errors?: Array<{ detail?: unknown }> }).errors
      ?.map((error) => error.detail)
      .filter((detail) => typeof detail === 'string');
    if (details && details.length > 0) return details.join(' ');
  } catch {
    // Not JSON (a proxy's page): shown as it is.
  }
  return body;
}

async function admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const tokenFile = join(config.dataDir, 'admin-token');
  const token = config.adminToken ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
  if (!token) fail('No admin token: set AISLE_ADMIN_TOKEN or start the engine once so it writes data/store-api/admin-token.');
  const baseUrl = (option('--url') ?? `http://localhost:${config.port}`).replace(/\/store-api\/?$/, '').replace(/\/$/, '');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-aisle-admin-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => fail(`Could not reach the engine at ${baseUrl}: ${String(error)}`));
  if (!response.ok) fail(`The engine refused (${response.status}): ${refusal(await response.text())}`);
  return response.json();
}

if (command === 'maintenance' && (subcommand === 'on' || subcommand === 'off')) {
  await admin('POST', '/_admin/maintenance', { enabled: subcommand === 'on' });
  console.log(`Maintenance mode ${subcommand === 'on' ? 'enabled' : 'disabled'}.`);
} else if (command === 'orders' && subcommand === 'mark-paid' && rest[0]) {
  await admin('POST', '/_admin/orders/mark-paid', { orderNumber: rest[0] });
  console.log(`Order ${rest[0]} is paid.`);
} else if (command === 'reviews' && subcommand === 'list') {
  const { pending } = (await admin('GET', '/_admin/reviews')) as { pending: Array<{ id: string; productNumber: string; title: string; points: number }> };
  if (pending.length === 0) console.log('No reviews are waiting for approval.');
  for (const review of pending) console.log(`${review.id}  ${review.productNumber}  ${review.points}★  ${review.title}`);
} else if (command === 'reviews' && subcommand === 'approve' && rest.length > 0) {
  const body = rest.includes('--all') ? { all: true } : { ids: rest };
  const { approved } = (await admin('POST', '/_admin/reviews/approve', body)) as { approved: number };
  console.log(`${approved} review(s) approved.`);
} else if (command === 'config' && (subcommand === 'get' || (subcommand === 'set' && rest[1] !== undefined)) && rest[0]) {
  type ConfigAnswer = { key: string; salesChannels: Array<{ id: string; value: unknown }> };
  // The engine validates the value; the CLI only turns the words into JSON types.
  const typed = (text: string): unknown => (text === 'true' ? true : text === 'false' ? false : /^-?\d+$/.test(text) ? Number(text) : text);
  const answer = (
    subcommand === 'set'
      ? await admin('POST', '/_admin/config', { key: rest[0], value: typed(rest[1] ?? '') })
      : await admin('GET', `/_admin/config?key=${encodeURIComponent(rest[0])}`)
  ) as ConfigAnswer;
  for (const channel of answer.salesChannels) console.log(`${answer.key} = ${JSON.stringify(channel.value)}  (sales channel ${channel.id})`);
} else if (command === 'customers' && subcommand === 'group-requests') {
  type Pending = { email: string; name: string; company: string | null; group: string; requestedAt: string };
  const { pending } = (await admin('GET', '/_admin/customers/group-requests')) as { pending: Pending[] };
  if (pending.length === 0) console.log('No customers are waiting for a customer group.');
  for (const request of pending)
    console.log(`${request.email}  ${request.name}${request.company ? ` (${request.company})` : ''}  → ${request.group}  ${request.requestedAt}`);
} else if (command === 'customers' && (subcommand === 'accept-group' || subcommand === 'decline-group') && rest[0]) {
  const decision = subcommand === 'accept-group' ? 'accept' : 'decline';
  const { group } = (await admin('POST', '/_admin/customers/group-request', { email: rest[0], decision })) as { group: string };
  console.log(
    decision === 'accept'
      ? `${rest[0]} is now in the customer group "${group}" (mail sent).`
      : `The request of ${rest[0]} for "${group}" was declined (mail sent).`,
  );
} else if (command === 'languages' && subcommand === 'add' && rest[0] && rest[1]) {
  const added = (await admin('POST', '/_admin/languages', { code: rest[0], name: rest.slice(1).join(' ') })) as { id: string; code: string; created: boolean };
  console.log(`${added.created ? 'Added' : 'Kept'} language ${added.code} (${added.id}) for every sales channel.`);
} else if (command === 'search-index' && subcommand === undefined) {
  const status = (await admin('GET', '/_admin/search-index')) as {
    enabled: boolean;
    ready: boolean;
    building: boolean;
    products: number;
    builtAt?: string;
    buildMs?: number;
  };
  const state = !status.enabled
    ? 'off (AISLE_SEARCH_INDEX=off)'
    : status.ready
      ? `ready: ${status.products} listed products (variants are found through their main product), built ${status.builtAt ?? ''} in ${((status.buildMs ?? 0) / 1000).toFixed(1)} s`
      : 'not ready';
  console.log(`Search index ${state}${status.building ? ' (building)' : ''}.`);
} else if (command === 'generate') {
  // Loaded on demand: the other commands only talk HTTP and need neither the database nor sharp.
  const { runGenerate } = await import('./seed/catalogue/generate-large.ts');
  await runGenerate(config, process.argv.slice(3));
} else {
  fail(USAGE, 2);
}
