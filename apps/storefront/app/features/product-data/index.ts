// features/product-data — a product's views, its price in the session's money, its image.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { CARD_SWATCH_LIMIT } from './colour-swatches.ts';
export type { ColourSwatchView, SwatchIndex } from './colour-swatches.ts';
export { LOW_STOCK, REVIEWS_PARAM, toConfigurator, toCrossSellings, toProductDetail, toReviews } from './detail-view.ts';
export type { ConfiguratorGroupView, CrossSellingView, LanguageTags, ProductDetailView, ReviewsView } from './detail-view.ts';
export { formatPrice, usePriceFormat, useShownPrice } from './price-format.ts';
export { CARD_MAX_THUMBNAIL_WIDTH, detailPriceView, imageSrc, imageView, productHref, productName, purchaseView, toProductCard } from './product-view.ts';
export type { ImageView, PriceView, ProductCardView } from './product-view.ts';
export { ProductImage } from './ProductImage.tsx';
export { ProductPrice } from './ProductPrice.tsx';
export { TaxNote } from './TaxNote.tsx';
export type { ViewContext } from './view-context.ts';
