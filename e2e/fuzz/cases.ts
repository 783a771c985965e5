// Hostile requests for every route of the built route table: each action's plausible submissions with
// every field replaced by hostile values and shapes, unknown fields, hostile redirect targets, forged
// or missing origins (the storefront's CSRF check), broken cookies, wrong content types, huge and
// broken bodies; each page's query parameters and path parameters likewise. Pure: no I/O.
import type { BuiltRoute } from './routes.ts';
import { ACTION_SPECS, PAGE_PARAMS, type Fixtures } from './specs.ts';
import { HOSTILE_VALUES, PER_FIELD_VALUES, REDIRECT_TARGETS, SHAPES, UNKNOWN_FIELDS } from './values.ts';

export interface FuzzCase {
  route: string;
  label: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with the logged-in customer's context token. */
  customer: boolean;
  /** The one answer allowed (forged cross-site posts), when not just "no 5xx". */
  expectStatus?: number;
  /**
   * The submission reaches a password hash (scrypt at OWASP's cost, by design slow and memory-hungry):
   * such cases are sent one at a time, beside the others, so the suite measures hostile input, not a login flood.
   */
  hashesPassword?: boolean;
  /** A redirect to the wallet's approval page (the Store API's origin) is this action's plausible answer. */
  gateway?: boolean;
}

const hashesPassword = (form: Record<string, string> | undefined) => form !== undefined && ('password' in form || 'newPassword' in form);

export interface CaseOptions {
  storefrontOrigin: string;
  fixtures: Fixtures;
}

const FORM = 'application/x-www-form-urlencoded';
const ID = '0123456789abcdef0123456789abcdef';
const EN_GB = (route: BuiltRoute) => route.id.startsWith('en-GB/') || !route.id.includes('/');

/** Context-token and other cookies as a tampered browser or a script might send them. */
const COOKIES: readonly { name: string; value: string }[] = [
  { name: 'garbage context token', value: 'sw-context-token=garbage' },
  { name: 'unknown context token', value: `sw-context-token=${'a'.repeat(32)}` },
  { name: 'context token with spaces', value: 'sw-context-token=a b c' },
  { name: 'percent-encoded NUL token', value: 'sw-context-token=%00' },
  { name: 'very long token', value: `sw-context-token=${'t'.repeat(8000)}` },
  { name: 'broken flash', value: 'aisle-flash=%7B%22x' },
  { name: 'flash of garbage JSON', value: `aisle-flash=${encodeURIComponent(JSON.stringify([{ id: 1, type: 'x', message: { a: 1 } }]))}` },
  { name: 'unknown locale cookie', value: 'aisle-locale=xx-XX' },
  { name: 'cart cookie without context', value: 'aisle-cart=1' },
  { name: 'malformed cookie header', value: '=;;=;sw-context-token' },
];

/** Request headers the storefront reads (Host builds the request URL; the others go to the Store API or the locale choice). */
const HEADERS: readonly { name: string; headers: Record<string, string>; expectStatus?: number }[] = [
  { name: 'Host with an encoded NUL', headers: { host: 'evil%00' }, expectStatus: 400 },
  { name: 'empty Host', headers: { host: '' }, expectStatus: 400 },
  { name: 'Host with a space', headers: { host: 'a b' }, expectStatus: 400 },
  { name: 'Host with an open bracket', headers: { host: '[::1' }, expectStatus: 400 },
  { name: 'garbage X-Forwarded-Host', headers: { 'x-forwarded-host': 'a b' } },
  { name: 'garbage X-Forwarded-For', headers: { 'x-forwarded-for': '%00, not-an-ip, 999.1.1.1' } },
  { name: 'long Accept-Language', headers: { 'accept-language': 'x'.repeat(5000) } },
  { name: 'garbage Accept-Language', headers: { 'accept-language': ';q=NaN,*;q=-1,%00,pl-PL;q=2' } },
  { name: 'long X-Request-Id', headers: { 'x-request-id': 'r'.repeat(5000) } },
  { name: 'garbage X-Request-Id', headers: { 'x-request-id': '%00 <script>' } },
];

function encodePairs(values: Record<string, string>): string[] {
  return Object.entries(values).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
}

/** Replaces `:params` with an unknown id and `*` with the given rest. */
function concretePath(path: string, rest = 'no-such-page'): string {
  return (
    `/${path
      .split('/')
      .map((segment) => (segment === '*' ? rest : segment.startsWith(':') ? ID : segment))
      .join('/')}`.replace(/\/+$/, '') || '/'
  );
}

function actionCases(route: BuiltRoute, options: CaseOptions, customer: boolean): FuzzCase[] {
  const spec = ACTION_SPECS[route.name];
  if (!spec) return [];
  const path = concretePath(route.path);
  const origin = options.storefrontOrigin;
  const cases: FuzzCase[] = [];
  const forms = spec.forms(options.fixtures);
  let current = forms[0];
  const post = (label: string, body: string, extra: Partial<FuzzCase> = {}): void => {
    const fuzz: FuzzCase = {
      route: route.id,
      label: `POST ${route.id} ${label}`,
      method: 'POST',
      target: path,
      headers: { origin, 'content-type': FORM },
      body,
      customer,
      ...extra,
    };
    if (hashesPassword(current)) fuzz.hashesPassword = true;
    if (spec.gateway) fuzz.gateway = true;
    cases.push(fuzz);
  };
  const full = EN_GB(route);
  forms.forEach((form, index) => {
    current = form;
    const pairs = encodePairs(form);
    const named = `form ${index + 1}`;
    post(`${named} as typed`, pairs.join('&'));
    post(`${named} empty body`, '');
    for (const target of spec.redirectFields ?? []) {
      if (!(target in form)) continue;
      for (const raw of full ? REDIRECT_TARGETS : REDIRECT_TARGETS.slice(0, 5))
        post(`${named} ${target}=${raw}`, [...pairs.filter((pair) => !pair.startsWith(`${target}=`)), `${target}=${raw}`].join('&'));
    }
    if (!full) return;
    const keys = Object.keys(form).map(encodeURIComponent);
    for (const key of keys) {
      const others = pairs.filter((pair) => !pair.startsWith(`${key}=`));
      for (const value of PER_FIELD_VALUES) post(`${named} ${key}=${value.name}`, [...others, `${key}=${value.raw}`].join('&'));
      for (const shape of SHAPES.slice(0, 2)) post(`${named} ${key} ${shape.name}`, [...others, shape.pairs(key)].join('&'));
    }
    for (const value of HOSTILE_VALUES) post(`${named} every field=${value.name}`, keys.map((key) => `${key}=${value.raw}`).join('&'));
    for (const shape of SHAPES) post(`${named} every field ${shape.name}`, keys.map(shape.pairs).join('&'));
    for (const unknown of UNKNOWN_FIELDS) post(`${named} unknown field ${unknown.slice(0, 30)}`, [...pairs, unknown].join('&'));
  });
  current = forms[0];
  const plain = encodePairs(forms[0] ?? {}).join('&');
  // The storefront's CSRF check: a write must name this site as its origin (or referrer).
  post('without Origin or Referer', plain, { headers: { 'content-type': FORM }, ...(spec.program ? {} : { expectStatus: 403 }) });
  post('from another origin', plain, { headers: { origin: 'http://evil.example', 'content-type': FORM }, expectStatus: 403 });
  post('with Origin null', plain, { headers: { origin: 'null', 'content-type': FORM }, expectStatus: 403 });
  post('with a garbage Origin', plain, { headers: { origin: '%00garbage', 'content-type': FORM }, expectStatus: 403 });
  post('with another site as Referer', plain, { headers: { referer: 'http://evil.example/', 'content-type': FORM }, expectStatus: 403 });
  post('with a same-site Referer only', plain, { headers: { referer: `${origin}/`, 'content-type': FORM } });
  if (!full) return cases;
  for (const cookie of COOKIES) post(`cookie ${cookie.name}`, plain, { headers: { origin, 'content-type': FORM, cookie: cookie.value }, customer: false });
  // Bodies that are no form, or a broken one.
  post('as text/plain', plain, { headers: { origin, 'content-type': 'text/plain' } });
  post('as JSON', JSON.stringify(forms[0] ?? {}), { headers: { origin, 'content-type': 'application/json' } });
  post('as broken JSON', '{"email":', { headers: { origin, 'content-type': 'application/json' } });
  post('as XML', '<a>1</a>', { headers: { origin, 'content-type': 'application/xml' } });
  post('without content type', plain, { headers: { origin } });
  post('multipart without boundary', plain, { headers: { origin, 'content-type': 'multipart/form-data' } });
  post('multipart with a wrong boundary', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', {
    headers: { origin, 'content-type': 'multipart/form-data; boundary=y' },
  });
  post('multipart cut short', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nfuzz@exa', {
    headers: { origin, 'content-type': 'multipart/form-data; boundary=x' },
  });
  const file = Object.keys(forms[0] ?? { field: '' })[0] ?? 'field';
  post(
    'multipart with a file where text is expected',
    `--x\r\nContent-Disposition: form-data; name="${file}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n`,
    {
      headers: { origin, 'content-type': 'multipart/form-data; boundary=x' },
    },
  );
  post('form content type with a charset it is not in', plain, { headers: { origin, 'content-type': `${FORM}; charset=utf-16` } });
  post('5 MB field', `${plain}&comment=${'x'.repeat(5 * 1024 * 1024)}`);
  post('100k fields', `${plain}&${'f=1&'.repeat(100_000)}`);
  for (const method of ['PUT', 'PATCH', 'DELETE']) post(`as ${method}`, plain, { method });
  post('single fetch (.data)', plain, { target: `${path}.data` });
  post('hostile query on the action URL', plain, { target: `${path}?index&redirectTo=%2F%2Fevil.example&%00=%FF` });
  return cases;
}

function pagePaths(route: BuiltRoute, fixtures: Fixtures): string[] {
  if (!route.path.endsWith('*')) return [concretePath(route.path)];
  const prefix = concretePath(route.path, '');
  const base = prefix === '/' ? '' : prefix;
  return [concretePath(route.path), `${base}${fixtures.categoryPath}`, `${base}${fixtures.productPath}`];
}

function pageCases(route: BuiltRoute, options: CaseOptions, customer: boolean): FuzzCase[] {
  const params = PAGE_PARAMS[route.name] ?? [];
  const cases: FuzzCase[] = [];
  const full = EN_GB(route);
  const get = (label: string, target: string, extra: Partial<FuzzCase> = {}): void => {
    cases.push({ route: route.id, label: `GET ${route.id} ${label}`, method: 'GET', target, headers: {}, customer, ...extra });
  };
  for (const path of pagePaths(route, options.fixtures)) {
    const at = (query: string) => `${path}?${query}`;
    get(`${path}`, path);
    for (const param of params) {
      if (param === 'redirectTo')
        for (const raw of full ? REDIRECT_TARGETS : REDIRECT_TARGETS.slice(0, 5)) get(`${path} ${param}=${raw}`, at(`${param}=${raw}`));
      if (!full) continue;
      for (const value of PER_FIELD_VALUES) get(`${path} ${param}=${value.name}`, at(`${param}=${value.raw}`));
      for (const shape of SHAPES.slice(0, 2)) get(`${path} ${param} ${shape.name}`, at(shape.pairs(param)));
    }
    if (full && params.length > 0) {
      for (const value of HOSTILE_VALUES) get(`${path} every parameter=${value.name}`, at(params.map((param) => `${param}=${value.raw}`).join('&')));
      for (const shape of SHAPES) get(`${path} every parameter ${shape.name}`, at(params.map(shape.pairs).join('&')));
    }
    for (const unknown of UNKNOWN_FIELDS.slice(0, full ? undefined : 2)) get(`${path} unknown parameter ${unknown.slice(0, 30)}`, at(unknown));
    get(`${path} single fetch with hostile _routes`, `${path === '/' ? '/_root' : path}.data?_routes=%00%FF,root,${'r'.repeat(1000)}`);
    if (full) for (const cookie of COOKIES) get(`${path} cookie ${cookie.name}`, path, { headers: { cookie: cookie.value }, customer: false });
    if (full)
      for (const header of HEADERS)
        get(`${path} ${header.name}`, path, { headers: header.headers, ...(header.expectStatus ? { expectStatus: header.expectStatus } : {}) });
  }
  // Path parameters: every hostile value in every `:param` and in the catch-all's rest.
  if (full) {
    const segments = route.path.split('/');
    segments.forEach((segment, index) => {
      if (!segment.startsWith(':') && segment !== '*') return;
      for (const value of HOSTILE_VALUES.filter((hostile) => hostile.raw !== '')) {
        const replaced = segments.map((other, position) => (position === index ? value.raw : other)).join('/');
        get(`${segment}=${value.name}`, concretePath(replaced));
      }
    });
  }
  if (!route.hasAction)
    cases.push({
      route: route.id,
      label: `POST ${route.id} without an action`,
      method: 'POST',
      target: pagePaths(route, options.fixtures)[0] ?? '/',
      headers: { origin: options.storefrontOrigin, 'content-type': FORM },
      body: 'a=1',
      customer,
    });
  return cases;
}

/** Routes that answer a logged-in customer differently: fuzzed in both sessions. */
const CUSTOMER_ROUTES = /^(account|checkout|wishlist|login)/;

/** Every case for every route (the test sends the customer's account.logout last, as it ends their session). */
export function fuzzCases(routes: readonly BuiltRoute[], options: CaseOptions): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const customer of [false, true]) {
    for (const route of routes) {
      if (customer && !CUSTOMER_ROUTES.test(route.name)) continue;
      cases.push(...pageCases(route, options, customer));
      if (route.hasAction) cases.push(...actionCases(route, options, customer));
    }
  }
  return cases;
}
