// CSRF protection for actions: a state-changing request must come from a page of this host. Browsers
// send Origin on cross-site form posts and fetches (Referer as a fallback for old ones), so a write
// whose Origin/Referer names another host, or that names none at all, is refused with 403.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function isForbiddenCrossSiteWrite({ method, host, origin, referer }: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (!host) return true;
  const claimed = origin && origin !== 'null' ? origin : referer;
  if (!claimed) return true;
  return hostOf(claimed)?.toLowerCase() !== host.toLowerCase();
}
