// Products as the wishlist shows them.
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { productHref } from '../product-data/index.ts';

export interface WishlistProduct {
  id: string;
  name: string;
  href: string;
  imageUrl: string;
  imageAlt: string;
  price: number | null;
  /** A parent of variants: the shopper chooses the options on the product page. */
  hasVariants: boolean;
  /** Can go into the cart from the wishlist as it is. */
  buyable: boolean;
}

export function wishlistProduct(product: Schemas['Product'], locale: Locale): WishlistProduct {
  const name = getTranslatedProperty(product, 'name') || product.productNumber;
  const media = product.cover?.media;
  return {
    id: product.id,
    name,
    href: productHref(product, locale),
    imageUrl: media?.url ?? '',
    imageAlt: getTranslatedProperty(media, 'alt') || name,
    price: product.calculatedPrice?.totalPrice ?? product.calculatedPrice?.unitPrice ?? null,
    hasVariants: (product.childCount ?? 0) > 0,
    buyable: (product.childCount ?? 0) === 0 && product.available !== false,
  };
}
