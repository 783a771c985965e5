// The shop's stylesheet, inline in the document's head when the server has the built file (ADR 0060): the
// first paint then waits for the document only, not for a second request that competes with React Router's
// module preloads on a slow link. The server reads the file once (entry.server.tsx) and hands it down here;
// the browser renders the same resource by its href, and React keeps the element the server wrote (a style
// resource with a precedence is matched by its href, its text is not rendered again). Without the built
// file (the dev server) it stays a linked stylesheet, on both sides.
import { createContext, use } from 'react';

/** The stylesheet's text on the server, null where there is none to inline. */
export const InlineStylesheetContext = createContext<string | null>(null);

const inlinedByServer = (href: string) => typeof document !== 'undefined' && document.querySelector(`style[data-href="${CSS.escape(href)}"]`) !== null;

export function Stylesheet({ href }: { href: string }) {
  const text = use(InlineStylesheetContext);
  // With a precedence React writes the stylesheet ahead of the script preloads it hoists into the head.
  if (text !== null || inlinedByServer(href)) {
    return (
      <style href={href} precedence="default">
        {text ?? ''}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
