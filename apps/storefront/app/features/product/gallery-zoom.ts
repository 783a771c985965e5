// The gallery's full-size image: the link target without JavaScript and the zoom's picture. Pure.
import { imageSrc, type ImageView } from '../product-data/index.ts';

/** The original file (product pages keep it as `src`) and a srcset that ends with it, so wide screens get the largest file. */
export function largeImage(image: ImageView): { src: string; srcSet?: string } {
  const src = imageSrc(image);
  if (!image.srcSet) return { src };
  const original = image.width && image.src && !image.srcSet.includes(`${image.src} `) ? `, ${image.src} ${image.width}w` : '';
  return { src, srcSet: `${image.srcSet}${original}` };
}
