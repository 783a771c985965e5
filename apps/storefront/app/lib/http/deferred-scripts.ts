// The page's scripts load once the page has loaded (ADR 0022). Every page is complete and usable as
// server-rendered HTML — links, forms, the no-JavaScript purchase path — and the scripts only
// enhance it. React Router preloads ~35 modules at high priority and starts them from an inline
// module script at the end of the body; on a slow phone connection they share the bandwidth with
// the stylesheet and the page's largest image, and their evaluation and hydration hold the main
// thread before the first paint. Here both wait for the `load` event:
//   - `<link rel="modulepreload">` becomes an inert `rel="aisle-modulepreload"` (kept in the head);
//   - React Router's inline `<script type="module">` becomes an inert `type="aisle/deferred-module"`;
//   - a small nonce'd script before `</body>` turns both back on after `load` (at the latest a few
//     seconds after the document was parsed).
// The rewrite runs on the streamed document, chunk by chunk, without holding it back.
import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const INERT_PRELOAD = '<link rel="aisle-modulepreload"';
const INERT_MODULE = 'aisle/deferred-module';
/** React Router's inline module script as React writes it: `{nonce, type: 'module', async: true}`. */
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/g;
const BODY_END = '</body>';
/** The longest text a match can span; kept back between chunks so no match is cut in two. */
const CARRY = 200;

/**
 * How long after the document is parsed the scripts start even if `load` has not come: on a slow
 * link a page with many images would otherwise keep its enhancements waiting for every picture.
 */
export const START_AT_LATEST_MS = 3000;

/**
 * Preloads turned on per task. Each insertion starts a request on the main thread (a few ms each at
 * phone speed); ~35 at once made one long task of 100–180 ms at 4× CPU, which Lighthouse counts as
 * blocking time. Batches of this size stay well under 50 ms, and the graph still arrives in one round.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * Runs after `load` (or START_AT_LATEST_MS after the body was parsed, whichever is first, once):
 * the first preloads (the entry's among them) and the module script, then the other preloads in
 * later tasks, PRELOADS_PER_TASK at a time.
 */
const STARTER = `(function(){var started=false;function start(){if(started)return;started=true;var d=document,links=[].slice.call(d.querySelectorAll('link[rel="aisle-modulepreload"]'));function batch(){var f=d.createDocumentFragment();links.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){var n=d.createElement('link');n.rel='modulepreload';n.href=l.href;f.appendChild(n)});d.head.appendChild(f);if(links.length)setTimeout(batch,0)}batch();d.querySelectorAll('script[type="${INERT_MODULE}"]').forEach(function(s){var n=d.createElement('script');n.type='module';n.nonce=s.nonce;n.textContent=s.textContent;s.replaceWith(n)})}addEventListener('load',start,{once:true});setTimeout(start,${START_AT_LATEST_MS})})()`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Rewrites one piece of the document (see above); `nonce` is the response's CSP nonce. The starter
 * goes before the first `</body>` of the piece unless `withStarter` is false (it is already out).
 */
export function deferScripts(html: string, nonce: string | undefined, withStarter = true): string {
  const rewritten = html.replaceAll(PRELOAD, INERT_PRELOAD).replace(MODULE_SCRIPT, `<script$1 type="${INERT_MODULE}">`);
  if (!withStarter) return rewritten;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return rewritten.replace(BODY_END, `<script${nonceAttribute}>${STARTER}</script>${BODY_END}`);
}

/** The rewrite as a stream: holds back at most CARRY characters, so a tag split across chunks is still found. */
export function deferScriptsTransform(nonce: string | undefined): Transform {
  // Decodes across chunk boundaries: a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let starterSent = false;
  const rewrite = (html: string) => {
    const out = deferScripts(html, nonce, !starterSent);
    if (html.includes(BODY_END)) starterSent = true;
    return out;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      // Cut before an unfinished tag near the end; it is completed by the next chunk.
      const open = pending.lastIndexOf('<');
      const cut = open >= 0 && open >= pending.length - CARRY && !pending.includes('>', open) ? open : pending.length;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready === '' ? undefined : rewrite(ready));
    },
    flush(callback: TransformCallback) {
      const rest = rewrite(pending + decoder.end());
      callback(null, rest === '' ? undefined : rest);
    },
  });
}
