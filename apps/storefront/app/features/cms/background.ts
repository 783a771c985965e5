// Section/block backgrounds. The image URL follows the width rule of docs/product-rules.md §9 (default 800, rounded up to
// hundreds, capped near 1900 above 1920), which @shopware/helpers implements; URLs longer than 1000
// characters are refused by the helper and then rendered without an image.
import { getBackgroundImageUrl } from '@shopware/helpers';
import type { CSSProperties } from 'react';

const BACKGROUND_URL_MAX_LENGTH = 1000;

export interface BackgroundSource {
  backgroundColor?: string | null | undefined;
  backgroundMedia?: { url: string; metaData?: { width?: number; height?: number } } | null | undefined;
  backgroundMediaMode?: string | null | undefined;
}

/** CSS `url(...)` for the background media, or null when there is none or its URL is too long. */
export function backgroundImage(source: BackgroundSource): string | null {
  const media = source.backgroundMedia;
  if (!media?.url) return null;
  if (media.url.length > BACKGROUND_URL_MAX_LENGTH) return null;
  try {
    return getBackgroundImageUrl(`url("${media.url}")`, { backgroundMedia: media });
  } catch {
    return null;
  }
}

export function backgroundStyle(source: BackgroundSource): CSSProperties {
  const style: CSSProperties = {};
  if (source.backgroundColor) style.backgroundColor = source.backgroundColor;
  const image = backgroundImage(source);
  if (image) {
    style.backgroundImage = image;
    style.backgroundSize = source.backgroundMediaMode === 'contain' ? 'contain' : source.backgroundMediaMode === 'auto' ? 'auto' : 'cover';
    style.backgroundPosition = 'center';
    style.backgroundRepeat = 'no-repeat';
  }
  return style;
}
