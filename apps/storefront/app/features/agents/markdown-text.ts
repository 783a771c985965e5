// Markdown text for machine readers (llms.txt, pages as Markdown): escaping and links. Pure.

/** Text with Markdown's inline syntax (emphasis, code, links, HTML) escaped, on one line. */
export function mdText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** A URL usable inside `(…)`: spaces and parentheses encoded. */
function mdUrl(url: string): string {
  // encodeURIComponent leaves parentheses alone.
  return url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** `[text](url)`, or the bare text when there is no URL. */
export function mdLink(text: string, url: string | null | undefined): string {
  return url ? `[${mdText(text)}](${mdUrl(url)})` : mdText(text);
}

/** A site-absolute path or URL made absolute on `origin`; absolute URLs stay. */
export function absoluteUrl(origin: string, href: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;
}
