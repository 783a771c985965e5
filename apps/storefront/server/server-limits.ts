// Node's HTTP server limits, set on purpose (defaults are for a trusted network): how long a client
// may take to send a request, how long an idle keep-alive connection stays, how long a connection may
// stay silent (a client that stopped reading our answer), and how many connections one process holds.
// Each bounds what one misbehaving client can hold of a process; docs/connections.md lists them.
import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerLimits {
  /** The request's headers must have arrived this long after it began (slow senders, "slowloris"). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived this long after it began. */
  requestTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this. Longer than a proxy's own idle timeout
   * (nginx's upstream keepalive_timeout and cloud load balancers use 60 s), so the proxy closes first
   * and never sends a request on a connection this server is closing.
   */
  keepAliveTimeoutMs: number;
  /**
   * A connection with no bytes in either direction this long is destroyed: a client that stopped
   * reading (its window full, our writes stalled) or a stream that stalled. Renders time out earlier.
   */
  socketIdleTimeoutMs: number;
  /** How often Node checks the two request timeouts above (its default, 30 s, lets them overrun). */
  checkIntervalMs: number;
  /** Connections of one process; beyond it new ones are refused at once (well below the fd limit). */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  socketIdleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  maxConnections: 4_096,
};

/** An HTTP server for `handler` (an express app) with the limits applied. */
export function createLimitedServer(handler: RequestListener, limits: ServerLimits = SERVER_LIMITS): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  // Without a 'timeout' listener Node destroys the socket when it fires.
  server.setTimeout(limits.socketIdleTimeoutMs);
  return server;
}
