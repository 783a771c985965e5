import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferScripts, deferScriptsTransform, PRELOADS_PER_TASK, START_AT_LATEST_MS } from './deferred-scripts.ts';

async function through(chunks: (string | Buffer)[], nonce = 'n0'): Promise<string> {
  const out: string[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferScriptsTransform(nonce))) out.push(String(chunk));
  return out.join('');
}

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n0"/></head>' +
  '<body><p>Zażółć &lt;link rel="modulepreload"&gt;</p><script nonce="n0">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body></html>';

const starter = /<script>(.*)<\/script><\/body>/.exec(deferScripts('<body></body>', undefined))?.[1] ?? '';

/** Runs the starter against a stand-in document with `linkCount` inert preloads and one inert module script. */
function run(linkCount = 1) {
  const listeners: (() => void)[] = [];
  const timers: { ms: number; fn: () => void }[] = [];
  const appended: { rel: string; href: string }[] = [];
  const replaced: { type: string; nonce: string; textContent: string }[] = [];
  const links = Array.from({ length: linkCount }, (_, index) => ({ href: index === 0 ? '/assets/entry.js' : `/assets/chunk-${index}.js` }));
  const script = {
    nonce: 'n0',
    textContent: 'import("/assets/entry.js")',
    replaceWith: (element: { type: string; nonce: string; textContent: string }) => replaced.push({ ...element }),
  };
  const document = {
    querySelectorAll: (selector: string) => (selector.startsWith('link') ? links : [script]),
    createElement: () => ({ rel: '', href: '', type: '', nonce: '', textContent: '' }),
    createDocumentFragment: () => {
      const children: { rel: string; href: string }[] = [];
      return { children, appendChild: (element: { rel: string; href: string }) => children.push(element) };
    },
    head: {
      appendChild: (fragment: { children: { rel: string; href: string }[] }) =>
        appended.push(...fragment.children.map((element) => ({ rel: element.rel, href: element.href }))),
    },
  };
  const addEventListener = (type: string, fn: () => void) => type === 'load' && listeners.push(fn);
  const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
  new Function('document', 'addEventListener', 'setTimeout', starter)(document, addEventListener, setTimeout);
  return { listeners, timers, appended, replaced };
}

describe('deferred scripts', () => {
  it("makes the preloads and the module script inert, and adds the nonce'd starter before </body>", () => {
    const out = deferScripts(DOCUMENT, 'n0');
    expect(out).toContain('<link rel="aisle-modulepreload" href="/assets/entry.js" nonce="n0"/>');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<script nonce="n0" type="aisle/deferred-module">import * as route0');
    expect(out).not.toContain('type="module"');
    // The classic inline scripts (router context, scroll restoration) run as before.
    expect(out).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
    expect(out).toMatch(/<script nonce="n0">\(function\(\)\{.*addEventListener\('load',start.*<\/script><\/body><\/html>$/);
  });

  it('gives the same document streamed in pieces cut anywhere, inside tags and characters', async () => {
    const bytes = Buffer.from(DOCUMENT);
    const whole = deferScripts(DOCUMENT, 'n0');
    for (const size of [1, 7, 31, 64, 200]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it('adds one starter even when the rest of the page streams after </body>', async () => {
    const out = await through([DOCUMENT.replace('</html>', ''), '<div hidden id="S:0">late</div></body></html>']);
    expect(out.match(/addEventListener\('load'/g)).toHaveLength(1);
  });

  it('writes no nonce attribute when the response has none', () => {
    expect(deferScripts('<body></body>', undefined)).toMatch(/^<body><script>\(function/);
  });

  it('starts the scripts once: at load, or after the latest start time when load is late', () => {
    const atLoad = run();
    expect(atLoad.appended).toEqual([]);
    atLoad.listeners.forEach((fn) => fn());
    atLoad.timers.forEach(({ fn }) => fn());
    expect(atLoad.appended).toEqual([{ rel: 'modulepreload', href: '/assets/entry.js' }]);
    expect(atLoad.replaced).toEqual([{ type: 'module', nonce: 'n0', textContent: 'import("/assets/entry.js")', rel: '', href: '' }]);

    const lateLoad = run();
    expect(lateLoad.timers.map(({ ms }) => ms)).toEqual([START_AT_LATEST_MS]);
    lateLoad.timers.forEach(({ fn }) => fn());
    lateLoad.listeners.forEach((fn) => fn());
    expect(lateLoad.replaced).toHaveLength(1);
  });

  it(`turns the preloads on ${PRELOADS_PER_TASK} per task, the module script with the first batch`, () => {
    const page = run(PRELOADS_PER_TASK * 2 + 1);
    page.listeners.forEach((fn) => fn());
    expect(page.appended.map(({ href }) => href)).toEqual([
      '/assets/entry.js',
      ...Array.from({ length: PRELOADS_PER_TASK - 1 }, (_, index) => `/assets/chunk-${index + 1}.js`),
    ]);
    expect(page.replaced).toHaveLength(1);
    const later = () => page.timers.filter(({ ms }) => ms === 0);
    expect(later()).toHaveLength(1);
    later()[0]?.fn();
    expect(page.appended).toHaveLength(PRELOADS_PER_TASK * 2);
    later()[1]?.fn();
    expect(page.appended).toHaveLength(PRELOADS_PER_TASK * 2 + 1);
    expect(later()).toHaveLength(2);
    expect(new Set(page.appended.map(({ href }) => href)).size).toBe(PRELOADS_PER_TASK * 2 + 1);
  });
});
