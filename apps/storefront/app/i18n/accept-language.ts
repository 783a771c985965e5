// Accept-Language parsing (docs/product-rules.md §5: "a two-letter code with an optional region").
import { locales, type Locale } from './locales.ts';

export interface LanguageRange {
  language: string;
  region?: string;
  quality: number;
}

const RANGE = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

/** Parses the header into ranges ordered by quality (stable for equal quality); invalid parts are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const match = RANGE.exec(tag.trim());
    if (!match?.[1]) continue;
    const quality = qualityOf(params);
    if (quality <= 0) continue;
    const range: LanguageRange = { language: match[1].toLowerCase(), quality };
    if (match[2]) range.region = match[2].toUpperCase();
    ranges.push(range);
  }
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => b.range.quality - a.range.quality || a.index - b.index)
    .map(({ range }) => range);
}

function qualityOf(params: string[]): number {
  for (const param of params) {
    const [key, value] = param.trim().split('=');
    if (key?.trim() === 'q' && value !== undefined) {
      const quality = Number(value.trim());
      return Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0;
    }
  }
  return 1;
}

/** The first of `candidates` (default: every market's locale) whose language the visitor accepts, matched by the two-letter code. */
export function preferredLocale(header: string | null | undefined, candidates: readonly Locale[] = locales()): Locale | undefined {
  for (const range of parseAcceptLanguage(header)) {
    const locale = candidates.find((candidate) => candidate.slice(0, 2).toLowerCase() === range.language);
    if (locale) return locale;
  }
  return undefined;
}
