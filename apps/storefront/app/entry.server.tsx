// Server rendering with the per-request CSP nonce (set by server.ts in the load context) on every
// inline script React Router and React emit.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { nonceContext, streamFailureContext } from './lib/request-context.ts';
import { loadAllCatalogues, missingMessages } from './i18n/i18n.ts';
import cluster from 'node:cluster';
import { StreamFailureContext } from './ui/Streamed.tsx';
import { InlineStylesheetContext } from './ui/Stylesheet.tsx';
import stylesheet from './app.css?url';
import { readFileSync } from 'node:fs';

export { createLoadContext } from './lib/request-context.ts';
// The production server reads the payment components' CSP sources from the build (server.ts).
export { expressFormTargets, paymentContentSecurity } from './features/payment/index.ts';

// Loaders, actions, meta and rendering translate synchronously: every locale's messages first.
await loadAllCatalogues();
// A language still being translated is shown in English where it has no message, a regional one
// without a catalogue in its language's: say so once (one
// worker of a cluster speaks for all), so the translator knows what is left.
if (cluster.isPrimary || cluster.worker?.id === 1) {
  for (const [locale, { source, keys }] of missingMessages()) {
    if (source !== locale) console.warn(`[storefront] ${locale}: no catalogue of its own; shows ${source}'s messages (and the configuration's)`);
    if (keys.length > 0) console.warn(`[storefront] ${locale}: ${keys.length} messages fall back to en-GB: ${keys.join(', ')}`);
  }
}

/**
 * The built stylesheet's text, inlined in every page's head (ui/Stylesheet.tsx, ADR 0060); read once. The
 * production server bundle lies in build/server, the browser's files in build/client. The dev server has no
 * built file: the page links the stylesheet there.
 */
const stylesheetText: string | null = (() => {
  try {
    return readFileSync(new URL(`../client${stylesheet}`, import.meta.url), 'utf8');
  } catch {
    return null;
  }
})();

export const streamTimeout = 5_000;

/**
 * How long the shell waits for streamed parts (ADR 0019). React places a part that is ready before
 * the first bytes in the document itself; a later one arrives at the end of the response and is
 * moved into place by an inline script — which a browser without JavaScript never runs. Secondary
 * data read from the storefront's caches or brought by the main request is ready within this time,
 * so pages stay complete without JavaScript; a slow source no longer holds back the first byte.
 */
export const STREAM_WAIT_MS = 250;

/**
 * Server-side error log. Answers the visitor caused (405 for a POST to a page without a form, 404s)
 * and requests the browser abandoned are not server errors and stay out of the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(nonceContext) || undefined;
  // A streamed part that failed, was cut off or came after the first bytes (out of place without
  // JavaScript) leaves a page the page caches must not keep.
  const streamFailed = loadContext.get(streamFailureContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    let waitId: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; people get the shell as early as possible.
    const crawler = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(waitId);
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    };

    const app = (
      <StreamFailureContext value={streamFailed}>
        <InlineStylesheetContext value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext>
      </StreamFailureContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // React outlines even a finished Suspense boundary once the document passes this many bytes
      // (default 12,800), writing it hidden at the end for an inline script to move — out of place
      // without JavaScript. Every part ready before the first bytes belongs in place (ADR 0019).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true;
        // Streamed parts that arrive within STREAM_WAIT_MS are sent in place (no swap scripts: complete
        // without JavaScript); slower ones follow the shell, which no longer waits for them.
        // Parts sent after that are out of place without JavaScript: the page caches do not keep such a page.
        if (!crawler)
          waitId = setTimeout(() => {
            streamFailed();
            send();
          }, STREAM_WAIT_MS);
      },
      onAllReady() {
        send();
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (!shellRendered) return;
        streamFailed();
        console.error(error);
      },
    });
  });
}
