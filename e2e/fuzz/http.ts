// One HTTP request exactly as a fuzz case describes it. node:http rather than fetch: fetch refuses to
// send a Host header of its own, and the suite sends malformed ones.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  location: string | undefined;
  singleFetchRedirect: string | undefined;
}

export interface RawRequest {
  method: string;
  /** Path and query, percent-encoded as sent. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

function once(origin: URL, fuzz: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname: origin.hostname,
        port: origin.port,
        method: fuzz.method,
        path: fuzz.target,
        headers: { ...(fuzz.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(fuzz.body)) }), ...fuzz.headers },
        setHost: !('host' in fuzz.headers),
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          const single = response.headers['x-remix-redirect'];
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, singleFetchRedirect: typeof single === 'string' ? single : undefined });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(fuzz.body);
  });
}

/** Sends the request; once more when a kept-alive connection was closed under it (a network race, not an answer). */
export async function sendRaw(origin: URL, fuzz: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  try {
    return await once(origin, fuzz, timeoutMs);
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) return once(origin, fuzz, timeoutMs);
    throw error;
  }
}
