// Cached pages are kept compressed, once, in the encodings browsers ask for (ADR 0026): a cache hit
// used to be compressed again for every visitor — the most frequent answer of a rush cost CPU in
// proportion to its size — and the cache held the page uncompressed. Brotli and gzip at high
// settings cost a few milliseconds once per page and minute; a hit then only copies bytes. The rare
// visitor who accepts neither gets the gzip copy inflated.
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Base64, so the copy survives the cache store's JSON (Redis). */
export interface EncodedBody {
  br: string;
  gzip: string;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export async function encodeBody(body: Buffer): Promise<EncodedBody> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br: br.toString('base64'), gzip: gzipped.toString('base64') };
}

/** The bytes to send for the encoding chosen for the visitor (false: none they accept). */
export function bodyFor(encoded: EncodedBody, accepted: 'br' | 'gzip' | false): { encoding: ContentEncoding; body: Buffer } {
  if (accepted === 'br') return { encoding: 'br', body: Buffer.from(encoded.br, 'base64') };
  const gzipped = Buffer.from(encoded.gzip, 'base64');
  if (accepted === 'gzip') return { encoding: 'gzip', body: gzipped };
  return { encoding: 'identity', body: gunzipSync(gzipped) };
}
