// How the browser build groups Aisle's shared code into chunks (ADR 0040). Used by vite.config.ts only.
//
// A module several route modules share goes into the chunk of the *area* of the routes that reach it,
// so a catalogue page (home, category, product, search) never downloads code only account, checkout or
// order pages use — which Rolldown's size-based merging of shared groups did (the address book and the
// order list were in the home page's chunks). Five areas, at most three shared files per page:
//   shop           reached from the root route or a layout: every page needs it;
//   shop-common    reached from a catalogue page and from other pages;
//   shop-catalog   reached from catalogue pages only;
//   shop-account   reached only from account pages;
//   shop-checkout  the rest: cart and checkout pages, or several areas.
// A module only one route reaches stays in that route's own chunk.
//
// A feature's public surface (features/<name>/index.ts, ADR 0047) re-exports what other folders may use:
// a module behind it is reached by the importers that take one of its names, not by every importer of
// the surface — else the cart page's code would count as reached from every product card and land in
// the chunk every page loads. vite.config.ts marks the surfaces free of side effects for the same reason.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CodeSplittingGroup, CodeSplittingNameFunction } from 'rolldown';

type Area = 'shop' | 'shop-catalog' | 'shop-common' | 'shop-account' | 'shop-checkout';
type ChunkingContext = Parameters<CodeSplittingNameFunction>[1];

/** Each locale's messages stay a chunk of their own (a page loads its locale's only), even when another catalogue imports them as its fallback. */
const CATALOGUES = /[\\/]app[\\/]i18n[\\/]catalogues[\\/]/;
const SHOP_CODE = /[\\/](app|merchant|node_modules)[\\/]/;
/** Route modules the whole page tree hangs from. */
const EVERY_PAGE = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|layouts[\\/])/;
const CATALOGUE_PAGES = /[\\/]app[\\/]routes[\\/](content-page|search)\.tsx$/;
const ACCOUNT_PAGES = /[\\/]app[\\/]routes[\\/](account[\\/]|login|register|registration-confirm|reset-password|customer-group-registration)/;
const ROUTE = /[\\/]app[\\/](routes[\\/]|layouts[\\/]|root\.tsx|entry\.client\.tsx)/;
/** A feature's public surface: re-exports only, so the browser build looks through it (see above). */
export const FEATURE_SURFACE = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

interface Reach {
  /** The route modules that reach the module through static imports. */
  routes: Set<string>;
  /** Whether a part loaded on first use (a dynamic import) needs it too. */
  lazy: boolean;
}

function reachOf(id: string, ctx: ChunkingContext): Reach {
  const reach: Reach = { routes: new Set(), lazy: false };
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    // React Router's client build reaches each route file through a virtual `…?__react-router-build-client-route` module.
    if (ROUTE.test(next)) reach.routes.add(next.replace(/\?.*$/, ''));
    const info = ctx.getModuleInfo(next);
    if ((info?.dynamicImporters.length ?? 0) > 0) reach.lazy = true;
    for (const importer of importersOf(next, ctx)) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return reach;
}

const pathOf = (id: string) => id.replace(/\?.*$/, '');

/** A module's source as the build sees it (after its transforms: type-only imports are gone). */
function codeOf(id: string, ctx: ChunkingContext): string {
  return ctx.getModuleInfo(id)?.code ?? readFileSync(pathOf(id), 'utf8');
}

/** The names of `{ … }` lists in `export`/`import` statements of `code` whose specifier resolves to `target`. */
function namesFor(code: string, keyword: 'export' | 'import', from: string, target: string): string[] {
  const statement = new RegExp(`${keyword}\\s*\\{([^}]*)\\}\\s*from\\s*["']([^"']+)["']`, 'g');
  return [...code.matchAll(statement)]
    .filter((match) => resolve(dirname(from), match[2] ?? '') === target)
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => (keyword === 'export' ? (name.split(/\s+as\s+/).at(-1) ?? name) : (name.split(/\s+as\s+/)[0] ?? name)));
}

/** The modules that import `id`, looking through feature surfaces to those that import one of its names. */
function importersOf(id: string, ctx: ChunkingContext): string[] {
  return (ctx.getModuleInfo(id)?.importers ?? []).flatMap((importer) => {
    if (!FEATURE_SURFACE.test(pathOf(importer))) return [importer];
    const surface = pathOf(importer);
    const names = new Set(namesFor(codeOf(importer, ctx), 'export', surface, pathOf(id)));
    return importersOf(importer, ctx).filter((user) => namesFor(codeOf(user, ctx), 'import', pathOf(user), surface).some((name) => names.has(name)));
  });
}

function areaOf(routes: ReadonlySet<string>): Area {
  const all = [...routes];
  if (all.some((route) => EVERY_PAGE.test(route))) return 'shop';
  const catalogue = all.filter((route) => CATALOGUE_PAGES.test(route)).length;
  if (catalogue > 0) return catalogue === all.length ? 'shop-catalog' : 'shop-common';
  if (all.every((route) => ACCOUNT_PAGES.test(route))) return 'shop-account';
  return 'shop-checkout';
}

/**
 * The code-splitting groups, one per area. Each group also takes the dependencies of what it captures,
 * so the groups run in order of reach: what every page needs first, then the catalogue pages' — else
 * a library both catalogue and account pages use could land in the account chunk, and the home page
 * would load that whole chunk for it.
 */
export function sharedCodeGroups(): CodeSplittingGroup[] {
  const areas: Area[] = ['shop', 'shop-common', 'shop-catalog', 'shop-account', 'shop-checkout'];
  return areas.map((area, index) => ({
    name: (id, ctx) => (areaOfModule(id, ctx) === area ? area : null),
    priority: areas.length - index,
  }));
}

function areaOfModule(id: string, ctx: ChunkingContext): Area | null {
  if (!SHOP_CODE.test(id) || CATALOGUES.test(id) || ROUTE.test(id)) return null;
  const { routes, lazy } = reachOf(id, ctx);
  // A module of one route stays in the route's chunk — unless a lazily loaded part shares it: then
  // Rolldown would give it a small chunk of its own, so it joins its area's chunk instead.
  if (routes.size === 0 || (routes.size === 1 && !lazy)) return null;
  return areaOf(routes);
}
