// CMS HTML comes from shop editors and may hold anything; it is sanitised on the server before it
// reaches the page (sanitize-html stays out of the browser bundle).
import type { Schemas } from '../../lib/store-api/types.ts';
import sanitizeHtml from 'sanitize-html';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { localiseHref } from '../../i18n/paths.ts';

const optionsCache = new Map<Locale, sanitizeHtml.IOptions>();

function optionsFor(locale: Locale): sanitizeHtml.IOptions {
  const cached = optionsCache.get(locale);
  if (cached) return cached;
  const options = createOptions(locale);
  optionsCache.set(locale, options);
  return options;
}

const createOptions = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'span', 'u', 's', 'sub', 'sup'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'id', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  // Links may look like the shop's buttons (a hero's call to action); other classes on links are dropped.
  allowedClasses: { a: ['btn', 'btn-primary', 'btn-secondary'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // The page renders its own <h1> (the category or landing page name): CMS top-level headings
    // become <h2> so there is one h1 per page and the heading outline stays in order.
    h1: 'h2',
    // Site-absolute links stay in the page's locale; links opening a new tab must not give the
    // opened page access to this one.
    a: (tagName, attribs) => {
      const localised = attribs.href === undefined ? attribs : { ...attribs, href: localiseHref(attribs.href, locale) };
      return { tagName, attribs: localised.target === '_blank' ? { ...localised, rel: 'noopener noreferrer' } : localised };
    },
  },
});

export function sanitizeCmsHtml(html: string, locale: Locale = defaultLocale()): string {
  return sanitizeHtml(html, optionsFor(locale));
}

const HTML_ELEMENTS = new Set(['text', 'html', 'product-name']);

function sanitizeSlot(slot: Schemas['CmsSlot'], locale: Locale): Schemas['CmsSlot'] {
  if (!HTML_ELEMENTS.has(slot.type)) return slot;
  const data: unknown = slot.data;
  if (typeof data !== 'object' || data === null || !('content' in data) || typeof data.content !== 'string') return slot;
  return { ...slot, data: { ...data, content: sanitizeCmsHtml(data.content, locale) } } as Schemas['CmsSlot'];
}

/** A copy of the page whose text/html slot contents are sanitised (links localised to `locale`). */
export function sanitizeCmsPage(page: Schemas['CmsPage'], locale: Locale = defaultLocale()): Schemas['CmsPage'] {
  return {
    ...page,
    sections: (page.sections ?? []).map((section) => ({
      ...section,
      blocks: (section.blocks ?? []).map((block) => ({ ...block, slots: (block.slots ?? []).map((slot) => sanitizeSlot(slot, locale)) })),
    })),
  };
}
