// features/product — a product on a page: card, buy box, gallery, configurator, reviews, sliders, quick add.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { BuyBox } from './BuyBox.tsx';
export { CrossSellings } from './CrossSellings.tsx';
export { ProductCard } from './ProductCard.tsx';
export { ProductDescription } from './ProductDescription.tsx';
export { ProductGallery } from './ProductGallery.tsx';
export { ProductReviews } from './ProductReviews.tsx';
export { ProductSlider } from './ProductSlider.tsx';
export { RecentlyViewed } from './RecentlyViewed.tsx';
export { StickyBuyBar } from './StickyBuyBar.tsx';
