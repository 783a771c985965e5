// The cookbook's recipes (docs/cookbook/*.md) run as written, so a recipe that drifts from the code fails
// here: every configuration it shows is checked by the storefront's own check (a whole file is loaded from a
// scratch folder, a fragment such as `brand: { … }` checked as a configuration of its own), every page list
// goes through the route table's merge, every `npm run …` names a script (and `npm run engine -- …` a command
// of the engine's CLI), and every file of the repository a recipe names exists — except those it tells you to write.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineMerchantPages, type MerchantPage } from '../app/lib/merchant/pages.ts';
import { PAGE_ROUTES } from '../app/route-table.ts';
import { withMerchantPages } from '../app/routes.ts';
import { loadMerchantConfig, validateConfig } from './merchant-config.ts';

const REPO = join(import.meta.dirname, '..', '..', '..');
const COOKBOOK = join(REPO, 'docs', 'cookbook');
const recipes = readdirSync(COOKBOOK)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(join(COOKBOOK, file), 'utf8') }));

/** The fenced blocks of a recipe in `language`, without the indentation of a list item. */
function blocks(text: string, language: string): string[] {
  return [...text.matchAll(new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)^ *\`\`\``, 'gm'))].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  );
}

/** A recipe's JavaScript as a value: its `…` (what you have already) left out. */
function evaluate(source: string, names: Record<string, unknown> = {}): unknown {
  const code = source.replace(/…,?/g, '');
  return new Function(...Object.keys(names), `return (${code});`)(...Object.values(names)) as unknown;
}

const CONFIG_KEYS = ['brand', 'markets', 'features', 'payment', 'messages'];
const ALL = recipes.flatMap(({ file, text }) => blocks(text, 'ts').map((block) => ({ file, block })));
const WHOLE_FILES = ALL.filter(({ block }) => block.includes('satisfies AisleConfigInput'));
const FRAGMENTS = ALL.filter(({ block }) => CONFIG_KEYS.some((key) => block.startsWith(`${key}:`)));
const PAGE_LISTS = ALL.filter(({ block }) => block.includes('defineMerchantPages('));

describe('the cookbook’s recipes, as written', () => {
  it.each(WHOLE_FILES)('$file: its configuration file starts a storefront', async ({ block }) => {
    const folder = mkdtempSync(join(tmpdir(), 'aisle-recipe-'));
    const file = join(folder, 'aisle.config.ts');
    writeFileSync(file, block);
    // The logo the recipe puts beside the file.
    const logo = /logo: '\.\/([^']+)'/.exec(block)?.[1];
    if (logo) writeFileSync(join(folder, logo), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const loaded = await loadMerchantConfig({ AISLE_CONFIG: file });
    expect(loaded.config.brand.name).not.toBe('');
  });

  it.each(FRAGMENTS)('$file: its configuration passes the start’s check: $block', ({ block }) => {
    // A logo beside the configuration is checked where the file is; the fragment's other keys here.
    const document = evaluate(`{ ${block.replace(/logo: '\.\/[^']+',/, '')} }`);
    expect(() => validateConfig(document, 'recipe')).not.toThrow();
  });

  it.each(PAGE_LISTS)('$file: its pages join the route table, their modules in merchant/', ({ block }) => {
    const pages = evaluate(block.replace(/^export default /m, '').replace(/;\s*$/, ''), { defineMerchantPages }) as readonly MerchantPage[];
    expect(pages.length).toBeGreaterThan(0);
    const own = pages.map((page) => ({ ...page, file: `../merchant/${page.file}` }));
    expect(withMerchantPages(PAGE_ROUTES, own).length).toBe(PAGE_ROUTES.length + pages.length);
    for (const page of pages) expect(existsSync(join(REPO, 'apps', 'storefront', 'merchant', page.file)), page.file).toBe(true);
  });

  it('has a configuration in each of its configuration recipes', () => {
    expect(WHOLE_FILES.map(({ file }) => file)).toContain('configuration.md');
    expect(new Set(FRAGMENTS.map(({ file }) => file))).toEqual(new Set(['rebrand.md', 'add-a-market-and-a-language.md']));
    expect(PAGE_LISTS.map(({ file }) => file)).toEqual(['add-a-page.md']);
  });

  it('runs only npm scripts and engine commands that exist', () => {
    const scripts = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const cli = readFileSync(join(REPO, 'apps', 'store-api', 'src', 'cli.ts'), 'utf8');
    const commands = recipes.flatMap(({ file, text }) =>
      [...blocks(text, 'sh'), ...[...text.matchAll(/`(npm run [^`]+)`/g)].map(([, command = '']) => command)].flatMap((block) =>
        block.split('\n').flatMap((line) => [...line.matchAll(/npm run ([\w:-]+)(?: -- (\w+) (\w+))?/g)].map((match) => ({ file, match }))),
      ),
    );
    expect(commands.length).toBeGreaterThan(3);
    for (const { file, match } of commands) {
      const [line, script = '', command, subcommand] = match;
      expect(scripts[script], `${file}: ${line}`).toBeDefined();
      if (script === 'engine') expect(cli, `${file}: ${line}`).toContain(`${command} ${subcommand} `);
    }
  });

  it('names only files of the repository that exist, or that it tells you to write', () => {
    // Files a recipe has the merchant write (examples of their own), not files of the repository.
    const toWrite = new Set(['apps/storefront/merchant/cms/Countdown.tsx']);
    const named = recipes.flatMap(({ file, text }) =>
      [...text.matchAll(/`((?:apps|e2e|docs|scripts|packages)\/[\w./@-]+?)`/g)].map(([, path = '']) => ({ file, path })),
    );
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter(({ path }) => !toWrite.has(path) && !existsSync(join(REPO, path)));
    expect(missing).toEqual([]);
  });
});
