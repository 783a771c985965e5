// CSRF protection for actions: a state-changing request must come from a page of this host. Browsers
// send Origin on cross-site form posts and fetches (Referer as a fallback for old ones), so a write
// whose Origin/Referer names another host, or that names none at all, is refused with 403. The MCP endpoint
// is for programs, which name no origin: there only a named foreign origin is refused (a browser always names
// one, so a page of another site still cannot post to it; nor can a DNS-rebound one).
import { isProgramEndpoint } from '../app/lib/http/program-endpoints.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  /** The request's path: program endpoints accept writes that name no origin. */
  path?: string;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function isForbiddenCrossSiteWrite({ method, host, origin, referer, path }: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (!host) return true;
  const claimed = origin && origin !== 'null' ? origin : referer;
  if (!claimed) return !(path !== undefined && isProgramEndpoint(path) && !origin);
  return hostOf(claimed)?.toLowerCase() !== host.toLowerCase();
}
