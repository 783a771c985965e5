// Hostile values, written percent-encoded as they travel in a query string or a form body, so bytes
// that are no UTF-8 (`%FF`) and NUL reach the server exactly as an attacker would send them.
export interface Hostile {
  name: string;
  /** Already percent-encoded. */
  raw: string;
}

export const HOSTILE_VALUES: readonly Hostile[] = [
  { name: 'NUL', raw: 'a%00b' },
  { name: 'invalid UTF-8 %C3%28', raw: '%C3%28' },
  { name: 'invalid UTF-8 %FF', raw: '%FF' },
  { name: 'truncated escape', raw: '%E0%A4%A' },
  { name: 'encoded surrogate', raw: '%ED%A0%80' },
  { name: '100k characters', raw: 'x'.repeat(100_000) },
  { name: 'control characters', raw: '%01%02%1B%7F%C2%85' },
  { name: 'tab and newlines', raw: 'a%09b%0D%0Ac' },
  { name: 'backslashes', raw: '%5C%5Cevil.example%5C' },
  // Quotes and braces break hand-built JSON, SQL and LIKE patterns (`x"y` as a promo code once got a 500; ADR 0026).
  { name: 'quotes and braces', raw: 'x%22y%27%7D%7B%5C%25_' },
  { name: 'bad UUID', raw: 'not-a-uuid' },
  { name: 'unknown id', raw: '0123456789abcdef0123456789abcdef' },
  { name: 'dashed UUID', raw: '01234567-89ab-cdef-0123-456789abcdef' },
  { name: 'negative', raw: '-1' },
  { name: 'huge number', raw: '99999999999999999999999' },
  { name: 'NaN', raw: 'NaN' },
  { name: 'Infinity', raw: 'Infinity' },
  { name: 'overflowing float', raw: '1e309' },
  { name: 'fraction', raw: '1.5' },
  { name: 'hex number', raw: '0x10' },
  { name: 'empty', raw: '' },
  { name: 'markup', raw: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { name: 'emoji', raw: '%F0%9F%98%80' },
  { name: 'path traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'JSON', raw: '%7B%22a%22%3A1%7D' },
  { name: 'prototype key', raw: '__proto__' },
];

/**
 * Sent in each field on its own (the other fields plausible, so the value gets past validation of the
 * rest); every value of HOSTILE_VALUES is also sent in all fields at once.
 */
export const PER_FIELD_VALUES: readonly Hostile[] = HOSTILE_VALUES.filter((value) =>
  ['NUL', 'invalid UTF-8 %FF', '100k characters', 'quotes and braces', 'bad UUID', 'NaN'].includes(value.name),
);

/** Ways to send one field that is read as a single value (the first two also per field). */
export const SHAPES: readonly { name: string; pairs: (field: string) => string }[] = [
  { name: 'repeated', pairs: (field) => `${field}=1&${field}=2` },
  { name: 'array syntax', pairs: (field) => `${field}%5B%5D=x&${field}%5B%5D=y` },
  { name: 'object syntax', pairs: (field) => `${field}%5Ba%5D=x` },
  { name: 'without =', pairs: (field) => field },
];

/** Unknown and hostile field names added to a plausible submission. */
export const UNKNOWN_FIELDS: readonly string[] = [
  'unknown=1',
  '__proto__%5Bpolluted%5D=1',
  'constructor%5Bprototype%5D%5Bx%5D=1',
  '%00=1',
  '%FF=1',
  `${'k'.repeat(10_000)}=v`,
];

/** Page targets that must never lead off the site (tabs, backslashes, encoded slashes, schemes). */
export const REDIRECT_TARGETS: readonly string[] = [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%252F%2Fevil.example',
  '%2F%5Cevil.example',
  '%2F%5C%2Fevil.example',
  '%5C%5Cevil.example',
  '%2F%2F%2Fevil.example',
  '%20%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example%2F',
  'https%3Aevil.example',
  'javascript%3Aalert(1)',
  '%2F%00x',
  '%2F%C3%28',
  '%2F%E2%80%A8%2Fevil.example',
  '%2F.%2F%2Fevil.example',
  '%2F%2E%2E%2F%2Fevil.example',
  '%2Fx%2F..%2F..%2F%2Fevil.example',
  '%2F%252F%252Fevil.example',
  '%2F%EF%BC%8F%2Fevil.example',
];
