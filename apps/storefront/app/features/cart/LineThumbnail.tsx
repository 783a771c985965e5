// A line item's 4:5 thumbnail (cart page, side cart, checkout summary): the ratio of cards and gallery.
import { ProductImage } from '../product-data/index.ts';
import type { CartLineView } from './cart-view.ts';

export function LineThumbnail({ line, width }: { line: CartLineView; width: 'sm' | 'md' }) {
  return (
    <div className={`aspect-[4/5] overflow-hidden rounded-control bg-surface ${width === 'md' ? 'w-20 sm:w-28' : 'w-16'}`}>
      {line.image && <ProductImage image={line.image} decorative sizes={width === 'md' ? '7rem' : '4rem'} className="h-full w-full object-cover" />}
    </div>
  );
}
