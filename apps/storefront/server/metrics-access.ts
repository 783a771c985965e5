// Who may read /metrics (ADR 0026): Prometheus scrapes it from the machine itself or a monitoring
// network, never a shopper. A request is let in when every address it came through — the peer and
// each X-Forwarded-For hop — is in the allow list (STOREFRONT_METRICS_ALLOW: addresses, CIDRs or
// `loopback`; default loopback), or when it carries `Authorization: Bearer <METRICS_TOKEN>`.
// Checking every hop, not express' `request.ip`, keeps a proxy on the same machine (whose peer
// address is loopback) from opening the metrics to everyone it forwards.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface MetricsAccessRule {
  /** Entries as configured and validated (config.server.ts): `loopback`, an IPv4/IPv6 address or a CIDR. */
  allow: readonly string[];
  token?: string;
}

export interface MetricsRequest {
  peer: string | undefined;
  forwardedFor: string | undefined;
  authorization: string | undefined;
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]))) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is checked as the IPv4 address it is. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function sameSecret(given: string, expected: string): boolean {
  // Hashes have one length, so the comparison neither fails early nor leaks the token's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAccess(rule: MetricsAccessRule): (request: MetricsRequest) => boolean {
  const list = allowList(rule.allow);
  const allowed = (address: string) => {
    const plain = normalised(address.trim());
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
  return ({ peer, forwardedFor, authorization }) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (rule.token && bearer !== undefined && sameSecret(bearer, rule.token)) return true;
    const hops = forwardedFor === undefined ? [] : forwardedFor.split(',');
    return peer !== undefined && [peer, ...hops].every(allowed);
  };
}
