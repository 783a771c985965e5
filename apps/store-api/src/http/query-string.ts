// Query strings read the way PHP (and so Shopware) reads them: bracket keys nest, so GET criteria
// such as `ids[]=…`, `filter[0][type]=equals`, `includes[product][]=id` or `associations[media][]`
// reach the routes as arrays and objects, not as flat keys nobody looks at. 6.7's compressed
// `_criteria` (base64url(gzip(JSON)), what the api-client's `encodeForQuery` sends for cacheable
// reads) is unpacked into the parameters, as Shopware's CompressedCriteriaDecoder does.
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { domainError } from '../domain/errors.ts';

// CompressedCriteriaDecoder's limits: 128 kB compressed, 20 times that unpacked.
const MAX_COMPRESSED = 128 * 1024;
const MAX_UNPACKED = MAX_COMPRESSED * 20;

const invalidCriteria = (reason: string) => domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The _criteria parameter is invalid: ${reason}`);

function decodeCompressedCriteria(encoded: string): Record<string, unknown> {
  if (encoded.length > MAX_COMPRESSED) throw invalidCriteria('too long');
  let json: string;
  try {
    json = gunzipSync(Buffer.from(encoded, 'base64url'), { maxOutputLength: MAX_UNPACKED }).toString('utf8');
  } catch {
    throw invalidCriteria('unable to decode or decompress it');
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw invalidCriteria('invalid JSON');
  }
  // PHP's `\is_array` also accepts a JSON list.
  if (typeof data !== 'object' || data === null) throw invalidCriteria('criteria data must be an array');
  return { ...(data as Record<string, unknown>) };
}

// Fastify runs the parser outside its error handling, so a bad `_criteria` is remembered here and
// answered by the onRequest hook below.
const invalidQueries = new WeakMap<object, Error>();

export function parseQueryString(query: string): Record<string, unknown> {
  // PHP has no nesting or list limits worth the name; qs's defaults (depth 5, 20 list items) are lifted.
  const parsed = qs.parse(query, { depth: 20, arrayLimit: 1000, parameterLimit: 5000 }) as Record<string, unknown>;
  const { _criteria: compressed, ...rest } = parsed;
  if (typeof compressed !== 'string' || compressed === '') return parsed;
  try {
    return { ...rest, ...decodeCompressedCriteria(compressed) };
  } catch (error) {
    invalidQueries.set(parsed, error as Error);
    return parsed;
  }
}

/** Answers requests whose `_criteria` could not be unpacked with the decoder's 400. */
export function registerQueryStringChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const error = typeof request.query === 'object' && request.query !== null ? invalidQueries.get(request.query) : undefined;
    if (error) throw error;
  });
}
