// Element type → component: Shopware's elements, then the merchant's (merchant/index.ts), which may
// also replace one of these. Unknown types render nothing (CmsPage.tsx logs them once per type), so
// new Shopware elements never break a page.
import type { ComponentType } from 'react';
import { CmsCategoryNavigation } from './CmsCategoryNavigation.tsx';
import { CmsBuyBox, CmsCrossSelling, CmsDescriptionReviews, CmsProductBox, CmsProductListing, CmsProductSlider, CmsSidebarFilter } from './CmsCommerce.tsx';
import { CmsForm } from './CmsForm.tsx';
import { CmsImage } from './CmsImage.tsx';
import { CmsImageSlider } from './CmsImageSlider.tsx';
import { CmsText } from './CmsText.tsx';
import { CmsVideo } from './CmsVideo.tsx';
import type { CmsElementProps } from './types.ts';
import { merchantCmsElements } from '../../../lib/merchant/extensions.ts';

export const CMS_ELEMENTS: Readonly<Record<string, ComponentType<CmsElementProps>>> = {
  text: CmsText,
  html: CmsText,
  // Resolved to a text struct (`cms_text`) from the mapped product name.
  'product-name': CmsText,
  image: CmsImage,
  // An image struct of the manufacturer's logo.
  'manufacturer-logo': CmsImage,
  'image-slider': CmsImageSlider,
  'image-gallery': CmsImageSlider,
  'youtube-video': CmsVideo,
  'vimeo-video': CmsVideo,
  'product-box': CmsProductBox,
  'product-slider': CmsProductSlider,
  'product-listing': CmsProductListing,
  'sidebar-filter': CmsSidebarFilter,
  'category-navigation': CmsCategoryNavigation,
  'buy-box': CmsBuyBox,
  'product-description-reviews': CmsDescriptionReviews,
  'cross-selling': CmsCrossSelling,
  form: CmsForm,
  'custom-form': CmsForm,
  ...merchantCmsElements,
};
