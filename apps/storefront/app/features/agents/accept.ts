// Content negotiation between a page's HTML and its Markdown (`Accept: text/markdown`). Pure; the page
// caches key their copies by the representation too (server/html-cache.ts, server/stale-if-down.ts).

const MARKDOWN = 'text/markdown';

/** The q value of each media type an Accept header names (`type/*` and `*\/*` as written). */
function qualities(accept: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    result.set(type, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  return result;
}

/**
 * Whether a client asks for Markdown rather than HTML: it names `text/markdown` with a q above 0, and no
 * HTML type (`text/html`, `application/xhtml+xml`) with a higher one. Browsers never name Markdown.
 */
export function wantsMarkdown(accept: string | null | undefined): boolean {
  if (!accept || !accept.toLowerCase().includes(MARKDOWN)) return false;
  const q = qualities(accept);
  const markdown = q.get(MARKDOWN) ?? 0;
  const html = Math.max(q.get('text/html') ?? 0, q.get('application/xhtml+xml') ?? 0);
  return markdown > 0 && markdown >= html;
}

/** The part of a page cache's key that tells the representations apart ('' for HTML). */
export function representationKey(accept: string | null | undefined): string {
  return wantsMarkdown(accept) ? '|md' : '';
}
