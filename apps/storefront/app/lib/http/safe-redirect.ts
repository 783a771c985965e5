// Redirect targets taken from forms and query strings must stay on this site (no open redirects).
// Browsers drop tabs and newlines from a Location and treat `\` like `/`, so `/\t/evil.example`
// becomes `//evil.example`; and a NUL or non-Latin-1 character makes Node refuse the header (a
// 500). Hence: raw value without control characters, whitespace or backslashes; decoded path
// likewise and not protocol-relative; then parsed against a throwaway origin and re-serialised.
const PROBE_ORIGIN = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return fallback;
  const path = value.split(/[?#]/)[0] ?? '';
  const decoded = decodedPath(path);
  if (decoded === undefined || decoded.startsWith('//') || UNSAFE.test(decoded) || !decoded.isWellFormed()) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
