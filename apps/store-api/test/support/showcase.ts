// What the CMS showcase landing page (src/seed/showcase.ts) must hold: every CMS element type the
// engine resolves, several with catalogue data.
export const SHOWCASE_ELEMENT_TYPES = [
  'text',
  'image',
  'image-slider',
  'image-gallery',
  'product-box',
  'product-slider',
  'product-listing',
  'buy-box',
  'product-description-reviews',
  'cross-selling',
  'manufacturer-logo',
  'product-name',
  'html',
  'youtube-video',
  'vimeo-video',
  'form',
  'category-navigation',
  'sidebar-filter',
] as const;
