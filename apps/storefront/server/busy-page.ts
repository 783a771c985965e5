// The page a visitor gets when the storefront is too busy to render (ADR 0026): small, complete
// HTML in the visitor's language, made without React or the Store API — it must cost next to
// nothing, as it is sent exactly when there is nothing to spare. Styles are inline (the CSP allows
// them); no scripts.
import { commonDeDE } from '../app/i18n/catalogues/de-DE/common.ts';
import { commonEnGB } from '../app/i18n/catalogues/en-GB/common.ts';
import type { Locale } from '../app/i18n/locales.ts';
import { homePath } from '../app/i18n/paths.ts';
import { commonPlPL } from '../app/i18n/catalogues/pl-PL/common.ts';

const TEXTS: Readonly<Record<string, { title: string; text: string; retry: string; home: string }>> = {
  'en-GB': commonEnGB.busy,
  'pl-PL': commonPlPL.busy,
  'de-DE': commonDeDE.busy,
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}' +
  'h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.6}a{display:inline-block;margin:1rem 1rem 0 0;padding:.6rem 1.2rem;border-radius:.5rem;' +
  'background:#1c1917;color:#fff;text-decoration:none}a+a{background:none;color:#1c1917;text-decoration:underline}';

/** `retryPath` is where "Try again" leads (the page asked for, for a GET); omitted, only the home link. */
export function busyPage(locale: Locale, retryPath?: string): string {
  // A language without its own words here (a merchant's new one) gets the English page.
  const texts = TEXTS[locale] ?? commonEnGB.busy;
  const retry = retryPath ? `<a href="${escapeHtml(retryPath)}">${escapeHtml(texts.retry)}</a>` : '';
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>${retry}<a href="${homePath(locale)}">${escapeHtml(texts.home)}</a></main></body></html>`
  );
}
