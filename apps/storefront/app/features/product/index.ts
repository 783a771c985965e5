// What other folders may use of features/product (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { BuyBox } from './BuyBox.tsx';
export { CrossSellings } from './CrossSellings.tsx';
export { ProductCard } from './ProductCard.tsx';
export { ProductDescription } from './ProductDescription.tsx';
export { ProductGallery } from './ProductGallery.tsx';
export { ProductReviews } from './ProductReviews.tsx';
export { ProductSlider } from './ProductSlider.tsx';
export { RecentlyViewed } from './RecentlyViewed.tsx';
export { StickyBuyBar } from './StickyBuyBar.tsx';
