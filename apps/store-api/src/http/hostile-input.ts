// The engine's boundary against hostile bytes: a NUL character or text that is not valid UTF-8 in
// the path, the query, a form body or any JSON key or value is refused with 400 in Shopware's
// envelope before a route runs. PostgreSQL cannot store NUL (nor jsonb a lone surrogate), so these
// would otherwise surface as 500s deep inside a query.
import type { FastifyInstance } from 'fastify';
import { domainError, type DomainError } from '../domain/errors.ts';

const invalidParameter = (where: string): DomainError =>
  domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The ${where} contains a NUL character or invalid UTF-8.`);
const invalidBody = (): DomainError => domainError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body contains a NUL character or invalid UTF-8.');

/** Whether a decoded string is safe to store: well-formed UTF-16 (no lone surrogates) and free of NUL. */
function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** Whether one percent-encoded URL component decodes to clean text (`+` counts as a space in queries). */
function cleanComponent(raw: string): boolean {
  try {
    return isCleanText(decodeURIComponent(raw.replace(/\+/g, ' ')));
  } catch {
    return false; // malformed percent-encoding or bytes that are not UTF-8
  }
}

/** Whether a raw request target (path and query as sent) decodes cleanly, piece by piece. */
function cleanRequestTarget(url: string): { path: boolean; query: boolean } {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  return {
    path: path.split('/').every(cleanComponent),
    query: query.split('&').every((pair) => pair.split('=').every(cleanComponent)),
  };
}

/** Whether every string (keys included) in a parsed body is clean. */
function cleanValue(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (depth > 64) return false; // a body nested this deep is not a Store API payload
  if (Array.isArray(value)) return value.every((entry) => cleanValue(entry, depth + 1));
  if (typeof value === 'object' && value !== null) return Object.entries(value).every(([key, entry]) => isCleanText(key) && cleanValue(entry, depth + 1));
  return true;
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A request body as text, or the 400 for bytes that are not UTF-8. */
export function decodeStrictUtf8(body: Buffer): { text: string } | { error: DomainError } {
  try {
    return { text: fatalUtf8.decode(body) };
  } catch {
    return { error: invalidBody() };
  }
}

export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const target = cleanRequestTarget(request.raw.url ?? '/');
    if (!target.path) throw invalidParameter('path');
    if (!target.query) throw invalidParameter('query');
  });

  // Bodies are decoded strictly (Node would silently turn invalid bytes into U+FFFD); the JSON parser
  // (json-body.ts) does the same through decodeStrictUtf8.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    const decoded = decodeStrictUtf8(body as Buffer);
    if ('error' in decoded) {
      done(decoded.error, undefined);
      return;
    }
    const raw = decoded.text;
    if (!raw.split('&').every((pair) => pair.split('=').every(cleanComponent))) {
      done(invalidBody(), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(raw)));
  });

  app.addHook('preValidation', async (request) => {
    if (!cleanValue(request.body)) throw invalidBody();
  });
}
