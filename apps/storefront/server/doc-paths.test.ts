// The living docs name only files and folders that exist, so a reader who follows a path finds it. Living docs
// are every Markdown file of the repository (READMEs, docs/, the cookbook) and every decision record not superseded:
// an ADR whose status line says it is superseded (wholly, not in part) is history and keeps the paths of its day.
//
// What counts as a path: a Markdown link's target (read from the doc's folder, as a Markdown viewer does) and a code
// span that looks like one — path characters only, a `/` inside, and ending in a file extension or a `/` (a folder).
// A code span may be written from the repository root, the doc's folder, an app's folder or its source root (`app/`,
// `src/`, `test/`, as the app READMEs write them), from the storefront's `features/` or the engine's `domain/` and
// `seed/` (docs name a part by its own folder: `navigation/crumb.ts`), or with the abbreviations docs/caches.md declares
// (`sf/`, `engine/`). Routes (`/account`), packages (`@aisle/…`), URLs and single names (`http/`) are not checked.
// What is not a file of the repository by design (made at run time or by a build, written by the merchant,
// Shopware's own) is listed below with its reason, and so is what a decision record names as the past.
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..', '..', '..');

/** Folders a code span may be written from, besides the repository root and the doc's own folder. */
const ROOTS = [
  'apps/storefront',
  'apps/storefront/app',
  'apps/storefront/app/features',
  'apps/store-api',
  'apps/store-api/src',
  'apps/store-api/src/domain',
  'apps/store-api/src/seed',
  'apps/store-api/test',
];
const ABBREVIATIONS: Record<string, string> = { 'sf/': 'apps/storefront/', 'engine/': 'apps/store-api/src/' };

/** Path-looking code spans that name no file of the repository on purpose. */
const NOT_REPOSITORY_FILES: Record<string, string> = {
  './logo.svg': 'the merchant’s logo beside their configuration file',
  'apps/storefront/merchant/cms/Countdown.tsx': 'the cookbook’s example of a file the merchant writes',
  'data/store-api/outbox/': 'the engine’s mail outbox, made at run time',
  'screenshots/': 'written by `npm run screenshots`',
  'dist/': 'a build’s output',
  'build/server/index.js': 'the storefront’s production build',
  '.react-router/': 'types written by `react-router typegen`',
  'Clothing/Shirts/': 'a breadcrumb path as Shopware writes it into an SEO URL',
  'Category/Sub/': 'a category path in an SEO URL',
  'default/': 'a route id prefix',
  'market/': 'a route id prefix',
  'src/Core/Checkout/Order/SalesChannel/': 'a folder of Shopware’s own repository',
  'feeds/products.xml': 'a URL of the storefront',
};

/** What a decision record names as it was before the decision, or as an example that is no path: per record. */
const PAST: Record<string, string[]> = {
  'docs/adr/0008-engine-caching.md': ['src/domain/memo.ts'],
  'docs/adr/0022-paint-first-scripts-after-load.md': ['lib/http/deferred-scripts.ts', 'features/product/price-text.server.ts'],
  'docs/adr/0025-react-in-the-browser.md': ['lib/preact/'],
  'docs/adr/0033-layers-enforced-by-lint-and-typed-messages.md': [
    'features/notifications/flash.server.ts',
    'features/errors/responses.server.ts',
    'i18n/en-GB.ts',
    'features/account/i18n/en-GB.ts',
    'features/*/i18n/',
    'features/accessibility/i18n/',
    '../../features/',
  ],
  'docs/adr/0036-features-own-their-loaders.md': ['features/product/price-text.server.ts'],
  'docs/adr/0047-feature-folders-as-modules.md': ['routes/catalog/cart-add.tsx', 'routes/seo/robots.tsx'],
};

const EXTENSION = /\.(?:ts|tsx|mts|js|mjs|cjs|json|jsonc|md|css|sql|svg|png|ya?ml|html|txt|hbs|sh)$/;

/** The paths `text` names, as written: link targets and path-looking code spans. */
function namedPaths(text: string): Array<{ path: string; link: boolean }> {
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((path) => ({ path, link: true }));
  const spans = [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, span = '']) => span)
    .filter((span) => /^[\w.][\w./*+-]*$/.test(span) && span.slice(0, -1).includes('/') && (span.endsWith('/') || EXTENSION.test(span)))
    .filter((span) => !span.includes('://') && !/^www\./.test(span))
    .map((path) => ({ path, link: false }));
  return [...links, ...spans];
}

/** Whether `path` (a file, a folder, or a file name with `*` in its last part) exists under `folder`. */
function existsUnder(folder: string, path: string): boolean {
  const full = join(REPO, folder, path);
  if (!path.includes('*')) return existsSync(full);
  const pattern = new RegExp(`^${basename(path).replace(/[.+]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return existsSync(dirname(full)) && readdirSync(dirname(full)).some((name) => pattern.test(name));
}

/** The paths `text` (the doc at `doc`, relative to the repository) names that do not exist. */
function missingPaths(doc: string, text: string): string[] {
  const folder = dirname(doc);
  return namedPaths(text)
    .filter(({ path, link }) => {
      if (link) return !existsUnder(folder, decodeURI(path));
      if (path in NOT_REPOSITORY_FILES || PAST[doc]?.includes(path)) return false;
      const abbreviation = Object.keys(ABBREVIATIONS).find((prefix) => path.startsWith(prefix));
      const written = abbreviation ? `${ABBREVIATIONS[abbreviation]}${path.slice(abbreviation.length)}` : path;
      return ![folder, '', ...ROOTS].some((root) => existsUnder(root, written));
    })
    .map(({ path }) => path);
}

/** An ADR that a later one replaced as a whole: its status line starts "Status: superseded". */
function superseded(text: string): boolean {
  return /^Status: superseded\b/im.test(text);
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.tools', 'build', 'dist', 'data', '.react-router', 'test-results']);
const DOCS = globSync('**/*.md', { cwd: REPO, exclude: (name) => SKIPPED_FOLDERS.has(basename(name)) })
  .sort()
  .map((doc) => ({ doc, text: readFileSync(join(REPO, doc), 'utf8') }));
const LIVING = DOCS.filter(({ doc, text }) => !(doc.startsWith('docs/adr/') && superseded(text)));

describe('paths named in the docs', () => {
  it('reads every doc: the READMEs, docs/, the cookbook and the decision records not superseded', () => {
    const read = LIVING.map(({ doc }) => doc);
    for (const doc of ['README.md', 'docs/architecture.md', 'docs/cookbook/add-a-page.md', 'apps/store-api/README.md', 'e2e/README.md', 'bench/README.md']) {
      expect(read).toContain(doc);
    }
    expect(read).toContain('docs/adr/0045-throttles-on-rate-limiter-flexible.md');
    expect(read).not.toContain('docs/adr/0023-preact-in-the-browser.md');
    expect(read.filter((doc) => doc.includes('node_modules'))).toEqual([]);
  });

  it.each(LIVING)('$doc names only files and folders that exist', ({ doc, text }) => {
    expect(missingPaths(doc, text)).toEqual([]);
  });

  it('finds a made-up path in a code span or a link, and not a route, a package or a URL', () => {
    const text = [
      'The cart lives in `apps/storefront/app/features/cart/cart.server.ts` and `features/cart/made-up.server.ts`;',
      'see [the guide](made-up-guide.md), [caches](caches.md), `sf/server/html-cache.ts`, `engine/no-such-folder/`,',
      'the route `/account/order`, the package `@aisle/cache-store`, `https://example.com/a.js`, `cart/summary`.',
    ].join('\n');
    expect(missingPaths('docs/example.md', text)).toEqual(['made-up-guide.md', 'features/cart/made-up.server.ts', 'engine/no-such-folder/']);
  });

  it('tells a superseded decision record from one superseded in part', () => {
    expect(superseded('# ADR\n\nStatus: superseded by ADR 0025 (2026-11-27): …')).toBe(true);
    expect(superseded('# ADR\n\nStatus: partly superseded by ADR 0025 (2026-11-27): …')).toBe(false);
    expect(superseded('# ADR\n\nStatus: accepted (2026-11-22)')).toBe(false);
  });
});
