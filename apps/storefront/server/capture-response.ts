// Copies the body of an express response as it is sent, for the page caches (full-HTML cache,
// stale-if-down): `keep` decides from the status and headers just before they are written. Every
// chunk until the end is kept, so streamed parts (<Await>) are in the copy; a response marked
// incomplete is not kept.
import type { Request, Response } from 'express';
import { storableHeaders, type StoredPage } from '../app/lib/http/stale-pages.ts';

type Chunk = string | Buffer | Uint8Array;

const MAX_CAPTURED_BYTES = 512 * 1024;

const INCOMPLETE = 'aisleIncomplete';

/**
 * Marks a response whose streamed part failed or was cut off (the app's load context calls it): it
 * is sent, but no page cache keeps it — the next visitor gets a fresh render, not the hole.
 */
export function markIncomplete(response: Response): void {
  response.locals[INCOMPLETE] = true;
}

export function captureResponse(request: Request, response: Response, keep: (status: number) => boolean, done: (page: StoredPage) => void): void {
  if (request.method !== 'GET') return;
  let kept = false;
  let size = 0;
  const chunks: Buffer[] = [];
  let headers: StoredPage['headers'] = {};
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => Response;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    kept = keep(status);
    if (kept) headers = storableHeaders(response.getHeaders());
    return writeHead(status, ...rest);
  }) as Response['writeHead'];

  // res.send() hands its body to end() before the headers are written: decide from the headers set so far.
  const eligible = () => (response.headersSent ? kept : keep(response.statusCode));
  const capture = (chunk: unknown, encoding?: unknown) => {
    if (!eligible() || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= MAX_CAPTURED_BYTES) chunks.push(buffer);
  };
  const write = response.write.bind(response) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    capture(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  response.end = ((...args: unknown[]) => {
    capture(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  response.on('finish', () => {
    if (kept && size <= MAX_CAPTURED_BYTES && response.locals[INCOMPLETE] !== true)
      done({ status: response.statusCode, headers, body: Buffer.concat(chunks), at: Date.now() });
  });
}
