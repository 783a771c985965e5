import { imageSrc, type ImageView } from './product-view.ts';

interface Props {
  image: ImageView;
  sizes: string;
  /** Above the fold (likely the LCP image): eager with high priority; otherwise lazy. */
  priority?: boolean;
  /**
   * Seen only after the shopper acts (a gallery's other slides, its thumbnails): low priority, so these do not
   * share the connection with the LCP image while the page loads.
   */
  deferred?: boolean;
  className?: string;
  /** Decorative copies (a second link to the same product) get an empty alt. */
  decorative?: boolean;
}

export function ProductImage({ image, sizes, priority = false, deferred = false, className, decorative = false }: Props) {
  return (
    <img
      src={imageSrc(image)}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : deferred ? 'low' : undefined}
      decoding="async"
      className={className}
    />
  );
}
