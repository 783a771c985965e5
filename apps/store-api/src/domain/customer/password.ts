// Passwords are hashed with scrypt (node:crypto), a memory-hard KDF: scrypt$N$r$p$salt$hash, at
// OWASP's current minimum (N=2^17, r=8, p=1: 128 MiB and a few hundred ms of CPU per hash). Older hashes
// keep verifying with their own parameters and are upgraded at the next login (needsRehash).
// node:crypto's asynchronous scrypt runs on libuv's thread pool, off the event loop. Every hash runs
// in a bounded lane (ADR 0048): strangers' work in one, known devices' logins in another, each with a
// few runs at once and a short queue; past that a request is refused at once with 429 and Retry-After
// instead of waiting behind a flood (and holding 128 MiB each while it waits its turn).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Lane, LaneFull } from '@aisle/login-lanes';
import { domainError } from '../errors.ts';
import { PASSWORD_LANES } from '../throttle-windows.ts';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export interface PasswordLanes {
  /** Every hash of a request without a known device: logins, registrations, password changes. */
  strangers: Lane;
  /** Logins that present a valid device token for the account they name. */
  known: Lane;
}

/** The process's lanes: all hashing work of one engine shares them, so the bounds hold for the process. */
export const PROCESS_LANES: PasswordLanes = { strangers: new Lane(PASSWORD_LANES.strangers), known: new Lane(PASSWORD_LANES.known) };

/** Shopware's answer to a throttled login, which clients already show as "try again in n seconds". */
export const authThrottled = (seconds: number) =>
  domainError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, { seconds });

async function scrypt(password: string, salt: Buffer, options: ScryptOptions, lane: Lane): Promise<Buffer> {
  const memory = 128 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r) * (options.p ?? PARAMS.p);
  const derive = () =>
    new Promise<Buffer>((resolve, reject) =>
      scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: memory + 32 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  try {
    return await lane.run(derive);
  } catch (error) {
    if (!(error instanceof LaneFull)) throw error;
    throw authThrottled(error.retryAfterSeconds);
  }
}

export async function hashPassword(password: string, lane: Lane = PROCESS_LANES.strangers): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS, lane);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; hash: Buffer } | undefined {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const numbers = [Number(n), Number(r), Number(p)];
  if (kind !== 'scrypt' || !salt || !hash || !numbers.every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const [N = 0, rr = 0, pp = 0] = numbers;
  // Parameters come from our own database, but a corrupted row must not allocate gigabytes.
  if (N > 2 ** 20 || rr > 16 || pp > 4) return undefined;
  return { N, r: rr, p: pp, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/**
 * Verifies a password. Without a stored hash (unknown account) the same work is done with today's
 * parameters, so the answer takes as long as for an existing account (no account probing by timing).
 */
export async function verifyPassword(password: string, stored: string | null | undefined, lane: Lane = PROCESS_LANES.strangers): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    await scrypt(password, randomBytes(16), PARAMS, lane);
    return false;
  }
  const key = await scrypt(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p }, lane);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's (then it is redone at login). */
export function needsRehash(stored: string | null): boolean {
  const parsed = stored ? parse(stored) : undefined;
  return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p;
}
