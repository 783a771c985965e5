// Who may read /metrics (ADR 0015, addendum): it names every route, its traffic and the process's
// memory, so only the configured addresses (STORE_API_METRICS_ALLOW, loopback by default) or a
// scraper with the bearer token (METRICS_TOKEN). Pure: the caller passes the client's address —
// request.ip, i.e. behind a trusted proxy the forwarded client, so a loopback proxy in front of
// the engine does not open /metrics to the world.
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface MetricsAccessConfig {
  /** `loopback`, IP addresses and CIDRs (validated by config.ts). */
  allow: readonly string[];
  token: string | undefined;
}

export type MetricsAccess = (clientIp: string, authorization: string | undefined) => boolean;

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function metricsAccess(config: MetricsAccessConfig): MetricsAccess {
  const list = allowList(config.allow);
  return (clientIp, authorization) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (config.token && bearer && sameSecret(bearer, config.token)) return true;
    // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
    const address = clientIp.startsWith('::ffff:') && isIP(clientIp.slice(7)) === 4 ? clientIp.slice(7) : clientIp;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
