// A body over the limit is answered with 413 at once, but the connection is not closed under the
// client's feet: Fastify marks the answer `Connection: close`, and a socket closed while the client is
// still sending makes its kernel reset the connection, so the client sees EPIPE or ECONNRESET instead
// of the 413. Here the rest of the body is read and thrown away (never kept), so the client finishes
// sending and reads the answer on a connection that stays usable; beyond `drainCap` bytes the socket
// is closed, so nobody can keep the engine reading for ever.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What is read and discarded after a 413 before the connection is given up (16 MiB). */
export const OVERSIZED_BODY_DRAIN_CAP = 16 * 1024 * 1024;

/** Reads and discards what is left of `raw`'s body; closes its socket once more than `cap` bytes came. */
function drainRequest(raw: IncomingMessage, cap: number): void {
  if (raw.readableEnded || raw.destroyed) return;
  let drained = 0;
  const onData = (chunk: Buffer | string) => {
    drained += chunk.length;
    if (drained <= cap) return;
    raw.removeListener('data', onData);
    raw.socket.destroy();
  };
  raw.on('data', onData);
  raw.once('end', () => raw.removeListener('data', onData));
  raw.resume();
}

export function registerOversizedBodyDrain(app: FastifyInstance, cap = OVERSIZED_BODY_DRAIN_CAP): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413) return payload;
    // Fastify's parser set `Connection: close` for this answer; the drained connection can go on.
    reply.removeHeader('connection');
    drainRequest(request.raw, cap);
    return payload;
  });
}
