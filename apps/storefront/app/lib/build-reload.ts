// Rolling deploys (ADR 0017): a tab still running an older build that navigates after a new build
// is live loads the target as a whole document once, instead of failing on chunks the new servers
// no longer have. Every server response names its build (BUILD_HEADER); a client-side data request
// answered by another build turns the navigation into a document load. A reload within the
// reload guard (10 s, docs/product-rules.md §9) is not repeated, so a broken deploy cannot loop.

export const BUILD_HEADER = 'x-aisle-build';
/** docs/product-rules.md §9 "Reload guard time-to-live". */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'aisle-build-reload-at';

export interface ReloadDecisionInput {
  clientBuild: string | undefined;
  serverBuild: string | null;
  lastReloadAt: number | undefined;
  now: number;
}

export function shouldReloadForBuild({ clientBuild, serverBuild, lastReloadAt, now }: ReloadDecisionInput): boolean {
  if (!clientBuild || !serverBuild || clientBuild === serverBuild) return false;
  return lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

/** The page a single-fetch data request (`/path.data?…`, `/dir/_.data`) belongs to. */
export function documentUrlOf(dataUrl: URL): string | null {
  if (!dataUrl.pathname.endsWith('.data')) return null;
  const pathname = dataUrl.pathname.endsWith('/_.data') ? dataUrl.pathname.slice(0, -'_.data'.length) : dataUrl.pathname.slice(0, -'.data'.length);
  const search = new URLSearchParams(dataUrl.search);
  search.delete('_routes');
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

interface BuildWindow {
  __reactRouterManifest?: { version?: string };
  __aisleBuildReload?: boolean;
}

/** Watches data requests of this tab (once per page load). */
export function installBuildReload(win: Window & BuildWindow = window): void {
  if (win.__aisleBuildReload) return;
  win.__aisleBuildReload = true;
  const clientBuild = win.__reactRouterManifest?.version;
  const originalFetch = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href);
    const target = method === 'GET' && url.origin === win.location.origin ? documentUrlOf(url) : null;
    if (target === null) return response;
    let lastReloadAt: number | undefined;
    try {
      const stored = win.sessionStorage.getItem(GUARD_KEY);
      lastReloadAt = stored ? Number(stored) : undefined;
    } catch {
      // No storage (private mode): the guard cannot hold, so do not reload at all.
      return response;
    }
    if (shouldReloadForBuild({ clientBuild, serverBuild: response.headers.get(BUILD_HEADER), lastReloadAt, now: Date.now() })) {
      win.sessionStorage.setItem(GUARD_KEY, String(Date.now()));
      win.location.assign(target);
      // The document load replaces this page; the navigation in progress never finishes.
      return new Promise<Response>(() => undefined);
    }
    return response;
  };
}
