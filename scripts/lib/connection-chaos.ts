// Clients that behave as real connections do, not as a load generator does: they leave before the
// answer (a shopper who gives up on a slow page), send their request a few bytes at a time (a bad
// mobile link, or a "slowloris"), or ask and then never read the answer. The connections e2e test and
// the soak benchmark drive a shop with them; afterwards the shop must hold nothing for them.
import { request } from 'node:http';
import { connect } from 'node:net';

export type ChaosKind = 'left' | 'slow' | 'stalled';

/** A GET whose client goes away after `leaveAfterMs`; resolves then (or when the answer came first). */
function leaveEarly(url: URL, leaveAfterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.once('end', () => resolve());
      response.once('error', () => resolve());
    });
    outgoing.once('error', () => resolve());
    outgoing.end();
    setTimeout(() => {
      outgoing.destroy();
      resolve();
    }, leaveAfterMs).unref();
  });
}

/**
 * Sends the request line and headers one byte every `byteEveryMs`, for at most `forMs`, then leaves.
 * The server must cut it off (headers timeout) or answer it; either way it resolves.
 */
function sendSlowly(url: URL, byteEveryMs: number, forMs: number): Promise<void> {
  const text = `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/html\r\nUser-Agent: slow-sender\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let index = 0;
    const timer = setInterval(() => {
      if (index < text.length) socket.write(text[index++] ?? '');
    }, byteEveryMs);
    const end = () => {
      clearInterval(timer);
      socket.destroy();
      resolve();
    };
    socket.resume();
    socket.once('close', end);
    socket.once('error', end);
    setTimeout(end, forMs).unref();
  });
}

/** Asks for `url` and never reads the answer; leaves after `forMs` (the server may have cut it off before). */
function neverRead(url: URL, forMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/html\r\n\r\n`);
      socket.pause();
    });
    socket.once('error', () => undefined);
    setTimeout(() => {
      socket.destroy();
      resolve();
    }, forMs).unref();
  });
}

/** One client of `kind` against `url`, with the timings the tests and the soak use. */
export function chaosClient(kind: ChaosKind, url: URL, random: () => number = Math.random): Promise<void> {
  if (kind === 'left') return leaveEarly(url, 20 + Math.floor(random() * 200));
  if (kind === 'slow') return sendSlowly(url, 200, 3_000 + Math.floor(random() * 3_000));
  return neverRead(url, 2_000 + Math.floor(random() * 4_000));
}

/** The value of an unlabelled or labelled series in Prometheus text (the first match), or undefined. */
export function metricValue(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}
