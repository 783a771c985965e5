// Node's HTTP server limits of the engine, set on purpose rather than left at Node's and Fastify's
// defaults (no request timeout, no idle timeout, unlimited connections): each bounds what one
// misbehaving client — a slow sender, a client that stopped reading, a flood of idle connections —
// can hold of the process. docs/connections.md lists them beside the storefront's.
import type { FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';

const ENGINE_SERVER_LIMITS = {
  /** The request's headers must have arrived this long after it began. */
  headersTimeoutMs: 15_000,
  /** The whole request, body included, must have arrived this long after it began. */
  requestTimeoutMs: 30_000,
  /** Idle keep-alive connections: longer than the storefront's client keeps them (so it closes first). */
  keepAliveTimeoutMs: 72_000,
  /** A connection silent in both directions this long is destroyed (a client that stopped reading). */
  socketIdleTimeoutMs: 60_000,
  /** Connections of one process; new ones beyond it are refused at once. */
  maxConnections: 4_096,
} as const;

/** Fastify's own options for the limits it knows. */
export const fastifyLimitOptions: Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> = {
  connectionTimeout: ENGINE_SERVER_LIMITS.socketIdleTimeoutMs,
  keepAliveTimeout: ENGINE_SERVER_LIMITS.keepAliveTimeoutMs,
  requestTimeout: ENGINE_SERVER_LIMITS.requestTimeoutMs,
};

/** The ones Fastify has no option for, on its Node server. */
export function applyServerLimits(server: Server): void {
  server.headersTimeout = ENGINE_SERVER_LIMITS.headersTimeoutMs;
  server.maxConnections = ENGINE_SERVER_LIMITS.maxConnections;
}
