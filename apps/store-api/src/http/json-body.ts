// JSON request bodies read the way Shopware reads them (JsonRequestTransformerListener): an empty
// body is no body, so routes whose body is optional accept `Content-Type: application/json` with
// nothing after it; malformed JSON is a 400; JSON that is not an object counts as an empty object.
import type { FastifyInstance } from 'fastify';
import { decodeStrictUtf8 } from './hostile-input.ts';

export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser keeps its prototype-poisoning protection; only the empty case is taken over.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Invalid UTF-8 is refused, not turned into U+FFFD (hostile-input.ts).
    const decoded = decodeStrictUtf8(body as Buffer);
    if ('error' in decoded) return done(decoded.error, undefined);
    const text = decoded.text;
    // Shopware skips the body when `$request->getContent()` is empty.
    if (text === '') return done(null, undefined);
    parseJson(request, text, (error, value: unknown) => {
      if (error) return done(error, undefined);
      // Shopware: `$request->request->replace(\is_array($data) ? $data : [])`.
      done(null, typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
    });
  });
}
