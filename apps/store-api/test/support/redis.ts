// Tests that share state through Redis run where one is reachable (REDIS_URL or the local default)
// and are skipped elsewhere; one probe for all of them.
import { createConnection } from 'node:net';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a TCP connection to REDIS_URL opens within half a second. */
export const redisReachable: boolean = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
});
