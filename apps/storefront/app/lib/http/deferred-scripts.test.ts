import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferScripts, deferScriptsTransform } from './deferred-scripts.ts';

async function through(chunks: (string | Buffer)[], nonce = 'n0'): Promise<string> {
  const out: string[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferScriptsTransform(nonce))) out.push(String(chunk));
  return out.join('');
}

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n0"/></head>' +
  '<body><p>Zażółć &lt;link rel="modulepreload"&gt;</p><script nonce="n0">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body></html>';

describe('deferred scripts', () => {
  it("makes the preloads and the module script inert, and adds the nonce'd starter before </body>", () => {
    const out = deferScripts(DOCUMENT, 'n0');
    expect(out).toContain('<link rel="aisle-modulepreload" href="/assets/entry.js" nonce="n0"/>');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<script nonce="n0" type="aisle/deferred-module">import * as route0');
    expect(out).not.toContain('type="module"');
    // The classic inline scripts (router context, scroll restoration) run as before.
    expect(out).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
    expect(out).toMatch(/<script nonce="n0">addEventListener\('load',.*<\/script><\/body><\/html>$/);
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
    expect(deferScripts('<body></body>', undefined)).toMatch(/^<body><script>addEventListener/);
  });
});
