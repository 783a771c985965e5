// Passwords are hashed with scrypt (node:crypto), a memory-hard KDF: scrypt$N$r$p$salt$hash, at
// OWASP's current minimum (N=2^17, r=8, p=1: 128 MiB and a few hundred ms per hash). Older hashes
// keep verifying with their own parameters and are upgraded at the next login (needsRehash).
// At most KDF_CONCURRENCY hashes run at once, so a burst of logins cannot exhaust memory.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const KDF_CONCURRENCY = 2;

let active = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (active >= KDF_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  try {
    return await work();
  } finally {
    active -= 1;
    waiting.shift()?.();
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const memory = 128 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r) * (options.p ?? PARAMS.p);
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: memory + 32 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
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

let dummy: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown account) the same work is done against a
 * dummy hash, so the answer takes as long as for an existing account (no account probing by timing).
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    const fake = parse(await dummy);
    if (fake) await scrypt(password, fake.salt, { N: fake.N, r: fake.r, p: fake.p });
    return false;
  }
  const key = await scrypt(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's (then it is redone at login). */
export function needsRehash(stored: string | null): boolean {
  const parsed = stored ? parse(stored) : undefined;
  return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p;
}
