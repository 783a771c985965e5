// Every per-request resource of the server's front half — a render slot (admission), the HTML
// cache's leader entry — is released exactly once on every path a connection can take: the client
// gone before, while and after it waited for a turn, during the render, in the middle of a streamed
// body; a render that fails; a wait that times out; a client that never reads its answer and one
// that sends its request too slowly. The middleware stack is server.ts's, on a real server and real
// sockets; only the page handler is the test's. Afterwards nothing is held and a fresh page renders.
import compression from 'compression';
import { randomBytes } from 'node:crypto';
import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheStore } from '@aisle/cache-store';
import { createAdmission, type Admission } from './admission.ts';
import { backPressure } from './back-pressure.ts';
import { htmlCache } from './html-cache.ts';
import { createLimitedServer, SERVER_LIMITS } from './server-limits.ts';
import { staleIfDown } from './stale-if-down.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real admission, counting slots given and releases called (a second call of one release counts too). */
function countedAdmission(inner: Admission) {
  const counts = { admitted: 0, releases: 0 };
  const admission: Admission = {
    get running() {
      return inner.running;
    },
    get waiting() {
      return inner.waiting;
    },
    async enter(cancel) {
      const release = await inner.enter(cancel);
      counts.admitted += 1;
      return () => {
        counts.releases += 1;
        release();
      };
    },
  };
  return { admission, counts };
}

const { admission, counts } = countedAdmission(createAdmission({ concurrency: 2, maxQueue: 6, maxWaitMs: 400 }));
const cache = htmlCache({ store: createCacheStore({ namespace: `released-${process.pid}` }), followerWaitMs: 2_000 });
let server: Server;
let port = 0;
let rendered = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(cache);
  app.use(staleIfDown({ up: () => true, check: async () => true, stop: () => undefined }));
  app.use(backPressure(admission));
  app.get(/.*/, async (request, response, next) => {
    rendered += 1;
    const ms = Number(request.query.ms ?? 0);
    if (request.path === '/fails') {
      await sleep(ms);
      next(new Error('render failed'));
      return;
    }
    response.set('cache-control', 'public, max-age=0, s-maxage=60');
    if (request.path === '/stream') {
      // Headers and a first part at once, the rest later: a client may leave in between.
      response.type('html').write(`<h1>streamed</h1>${'.'.repeat(2048)}`);
      await sleep(ms);
      if (!response.writableEnded) response.end('<p>end</p>');
      return;
    }
    if (request.path === '/large') {
      // Far more than the socket buffers hold: a client that does not read stalls the writes.
      response.type('html');
      // Random text: compression cannot shrink it to something the socket buffers would hold.
      const chunk = randomBytes(48 * 1024).toString('base64');
      for (let index = 0; index < 256 && !response.destroyed; index += 1) {
        if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
      }
      response.end();
      return;
    }
    await sleep(ms);
    response.type('html').send(`<h1>${request.path} #${rendered}</h1>`);
  });
  // Short limits, so the stalled and slow clients are cut off within the test.
  server = createLimitedServer(app, {
    ...SERVER_LIMITS,
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
    keepAliveTimeoutMs: 300,
    socketIdleTimeoutMs: 500,
    checkIntervalMs: 100,
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A GET whose client goes away after `leaveAfterMs` (or reads the answer to the end when undefined). */
function visit(path: string, leaveAfterMs?: number): Promise<number | 'left'> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', () => resolve('left'));
    });
    request.once('error', () => resolve('left'));
    request.end();
    if (leaveAfterMs !== undefined)
      setTimeout(() => {
        request.destroy();
        resolve('left');
      }, leaveAfterMs);
  });
}

/**
 * A raw connection that sends `data` and then sends nothing more. One that reads gets the server's
 * answer (408 for an incomplete request) and its close; one that never reads cannot even see the
 * close (its unread bytes hold back the end), so only the server's count of connections tells.
 */
function stalledClient(data: string, reads: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(data);
      if (reads) socket.resume();
      else {
        socket.pause();
        resolve();
      }
    });
    socket.once('close', () => resolve());
    socket.once('error', () => undefined);
  });
}

const connections = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

async function settled(): Promise<void> {
  // Bounded: a leak leaves the loop with the counts below, and the expectations say which.
  for (let tries = 0; tries < 200 && (admission.running > 0 || admission.waiting > 0 || cache.leaders > 0 || (await connections()) > 0); tries += 1)
    await sleep(20);
  await sleep(50);
}

describe('per-request resources are released exactly once', () => {
  it('on every path a connection can take, and a fresh page renders afterwards', async () => {
    const round = async (tag: string) => {
      await Promise.all([
        // One page, sixteen visitors leaving after 40 ms: the leader and the cache's followers.
        ...Array.from({ length: 16 }, () => visit(`/same-${tag}?ms=150`, 40)),
        // Queued behind full slots and gone before a turn came; others wait past the 400 ms.
        ...Array.from({ length: 6 }, (_, index) => visit(`/queued-${tag}-${index}?ms=300`, index % 2 === 0 ? 60 : undefined)),
        // Gone in the middle of a streamed body, and a render that fails.
        visit(`/stream?ms=200&tag=${tag}`, 100),
        visit(`/fails?ms=50&tag=${tag}`),
        visit(`/fails?ms=200&tag=${tag}`, 50),
        // Gone after the answer (an ordinary visit).
        visit(`/done-${tag}`),
        // Never reads a large answer; sends its headers too slowly; never finishes its body.
        stalledClient(`GET /large?tag=${tag} HTTP/1.1\r\nHost: x\r\n\r\n`, false),
        stalledClient('GET /slow-headers HTTP/1.1\r\nHost: x\r\n', true),
        stalledClient('POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc', true),
      ]);
      await settled();
    };
    for (const tag of ['a', 'b', 'c', 'd']) await round(tag);

    // The server cut off the client that never read and the slow senders: no connection is left.
    expect({ running: admission.running, waiting: admission.waiting, leaders: cache.leaders, connections: await connections() }).toEqual({
      running: 0,
      waiting: 0,
      leaders: 0,
      connections: 0,
    });
    expect(counts.admitted).toBeGreaterThan(0);
    expect(counts.releases).toBe(counts.admitted);
    const before = rendered;
    expect(await visit('/fresh')).toBe(200);
    expect(rendered).toBe(before + 1);
  }, 60_000);

  it('admits nobody whose client left before asking', async () => {
    const gone = new AbortController();
    gone.abort(new Error('client closed'));
    await expect(admission.enter(gone.signal)).rejects.toThrow('client closed');
    expect(admission.waiting).toBe(0);
  });
});
