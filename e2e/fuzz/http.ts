// One HTTP request exactly as a fuzz case describes it: with fetch, or node:http for a Host header of
// the case's own (fetch will not send one). fetch, not node:http, for the rest: when the server refuses
// an over-long request line with 431 and closes, node:http reports a reset instead of the answer.
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
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            singleFetchRedirect: typeof single === 'string' ? single : undefined,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(fuzz.body);
  });
}

async function viaFetch(origin: URL, fuzz: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  const response = await fetch(`${origin.origin}${fuzz.target}`, {
    method: fuzz.method,
    headers: fuzz.headers,
    body: fuzz.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    singleFetchRedirect: response.headers.get('x-remix-redirect') ?? undefined,
  };
}

/** Sends the request; once more when a kept-alive connection was closed under it (a network race, not an answer). */
export async function sendRaw(origin: URL, fuzz: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const attempt = () => ('host' in fuzz.headers ? once(origin, fuzz, timeoutMs) : viaFetch(origin, fuzz, timeoutMs));
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw error;
    return attempt();
  }
}
