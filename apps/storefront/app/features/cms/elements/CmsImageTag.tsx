import { getSrcSetForMedia, getTranslatedProperty } from '@shopware/helpers';
import type { CmsMedia } from './data.ts';
import { altText } from './data.ts';

interface Props {
  media: CmsMedia;
  /** Above the fold: load eagerly with high priority (likely the LCP image). */
  priority: boolean;
  className?: string;
  sizes?: string;
}

/** An image with a srcset from the media's thumbnails; lazy unless it is at the top of the page. */
export function CmsImageTag({ media, priority, className, sizes = '(min-width: 1280px) 1280px, 100vw' }: Props) {
  const thumbnails = media.thumbnails?.filter((thumbnail) => thumbnail.url) ?? [];
  const srcSet = getSrcSetForMedia({ thumbnails }) || undefined;
  return (
    <img
      src={media.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={altText(media)}
      title={getTranslatedProperty(media, 'title') || undefined}
      width={media.metaData?.width}
      height={media.metaData?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
