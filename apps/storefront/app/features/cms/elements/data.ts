// Narrowing of slot `data`/`config` (typed as a generic record by the schema) into what each element
// renders. Anything that does not fit renders nothing instead of failing the page. The same readers
// slim the page on the server (slim-page.ts) and read it in the browser, where reading an already
// slim page gives it back unchanged — so no schema library ships to the shopper's phone for it.
import { getTranslatedProperty } from '@shopware/helpers';

export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** A media entity as the image elements render it. */
export interface CmsMedia {
  url: string;
  alt?: string;
  title?: string;
  metaData?: { width: number; height: number };
  thumbnails?: { url: string; width: number }[];
}

/** An image element's data, or one picture of a slider: the media and where it links to. */
export interface CmsImageItem {
  media: CmsMedia | null;
  url?: string;
  newTab?: true;
}

/**
 * A media entity as the image elements render it: URL, the translated alt text and title resolved
 * here, intrinsic size, and the thumbnails' URL and width (the srcset); null without a URL.
 */
export function slimMedia(value: unknown): CmsMedia | null {
  const media = record(value);
  const url = text(media?.url);
  if (!media || !url) return null;
  const translated = record(media.translated);
  const view: CmsMedia = { url };
  const alt = text(translated?.alt) ?? text(media.alt);
  const title = text(translated?.title) ?? text(media.title);
  if (alt) view.alt = alt;
  if (title) view.title = title;
  const metaData = record(media.metaData);
  const width = positive(metaData?.width);
  const height = positive(metaData?.height);
  if (width && height) view.metaData = { width, height };
  const thumbnails = (Array.isArray(media.thumbnails) ? media.thumbnails : []).flatMap((entry) => {
    const thumbnail = record(entry);
    const thumbnailUrl = text(thumbnail?.url);
    const thumbnailWidth = positive(thumbnail?.width);
    return thumbnailUrl && thumbnailWidth ? [{ url: thumbnailUrl, width: thumbnailWidth }] : [];
  });
  if (thumbnails.length > 0) view.thumbnails = thumbnails;
  return view;
}

/** An image link target as the image elements read it. */
export function imageItem(value: unknown): CmsImageItem {
  const item = record(value) ?? {};
  const url = text(item.url);
  return { media: slimMedia(item.media), ...(url ? { url } : {}), ...(item.newTab === true ? { newTab: true } : {}) };
}

/** A text or HTML element's (sanitised) content; empty when there is none. */
export function htmlContent(data: unknown): string {
  return text(record(data)?.content) ?? '';
}

/** An image slider's or gallery's pictures that have a media. */
export function sliderItems(data: unknown): CmsImageItem[] {
  const items = record(data)?.sliderItems;
  return (Array.isArray(items) ? items : []).map(imageItem).filter((item) => item.media !== null);
}

/** A config entry's value (`{ value }`) when it is a non-empty string. */
export function configText(config: unknown, key: string): string | undefined {
  return text(record(record(config)?.[key])?.value);
}

/** A config entry's value when it is a non-empty string or a number. */
export function configTextOrNumber(config: unknown, key: string): string | number | undefined {
  const value = record(record(config)?.[key])?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : text(value);
}

/** The media's alternative text (translated first); empty for decorative images. */
export function altText(media: CmsMedia): string {
  return getTranslatedProperty(media, 'alt');
}
