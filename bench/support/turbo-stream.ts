// Attributes the bytes of React Router's turbo-stream hydration payload to the routes' loader data
// and their top-level keys, so a bench can say which loader makes a page heavy. The stream's first
// line is a flat JSON array: objects are `{"_<key index>": <value index>}`, plain arrays hold value
// indices, typed values are arrays led by a tag ("D" date, "P" promise, "M" map, "S" set, …), and a
// value met twice is referenced by its index — so each entry counts once, for the first route that
// reaches it (routes in order root → page: shared strings such as common keys count for root).

export interface KeyShare {
  key: string;
  bytes: number;
}

interface RouteShare {
  route: string;
  bytes: number;
  /** Top-level keys of the route's loader data, largest first. */
  keys: KeyShare[];
}

export interface StreamShares {
  /** Bytes of the first line (the data known when the shell rendered). */
  initial: number;
  routes: RouteShare[];
  /** Later lines: promises resolved after the shell (deferred data streamed through <Await>). */
  deferred: number;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function streamShares(text: string): StreamShares {
  const [first = '[]', ...rest] = text.split('\n');
  const values = JSON.parse(first) as unknown[];
  const seen = new Set<number>();

  /** Bytes of entry `index` and of everything it reaches that was not counted yet. */
  const walk = (index: unknown): number => {
    if (typeof index !== 'number' || index < 0 || index >= values.length || seen.has(index)) return 0;
    seen.add(index);
    const value = values[index];
    let size = bytes(JSON.stringify(value)) + 1; // + the separating comma
    if (isRecord(value)) {
      for (const [key, ref] of Object.entries(value)) size += walk(Number(key.slice(1))) + walk(ref);
    } else if (Array.isArray(value)) {
      const tag: unknown = value[0];
      // Plain arrays hold indices; of the typed values only maps and sets refer to other entries.
      if (typeof tag !== 'string') for (const ref of value) size += walk(ref);
      else if (tag === 'M' || tag === 'S') for (const ref of value.slice(1)) size += walk(ref);
    }
    return size;
  };

  const routes: RouteShare[] = [];
  const context = values[0];
  seen.add(0);
  if (isRecord(context)) {
    for (const [key, ref] of Object.entries(context)) {
      if (values[Number(key.slice(1))] !== 'loaderData' || typeof ref !== 'number') continue;
      const loaderData = values[ref];
      seen.add(ref);
      if (!isRecord(loaderData)) continue;
      for (const [routeKey, routeRef] of Object.entries(loaderData)) {
        const route = String(values[Number(routeKey.slice(1))]);
        const data = typeof routeRef === 'number' ? values[routeRef] : undefined;
        const keys: KeyShare[] = [];
        let total = walk(Number(routeKey.slice(1)));
        if (isRecord(data) && typeof routeRef === 'number' && !seen.has(routeRef)) {
          seen.add(routeRef);
          total += bytes(JSON.stringify(data)) + 1;
          for (const [dataKey, dataRef] of Object.entries(data)) {
            const name = String(values[Number(dataKey.slice(1))]);
            const share = walk(Number(dataKey.slice(1))) + walk(dataRef);
            keys.push({ key: name, bytes: share });
            total += share;
          }
        } else {
          total += walk(routeRef);
        }
        routes.push({ route, bytes: total, keys: keys.sort((a, b) => b.bytes - a.bytes) });
      }
    }
  }
  return { initial: bytes(first), routes, deferred: rest.reduce((sum, line) => sum + bytes(line), 0) };
}
