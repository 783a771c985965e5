// The storefront's feature folders (app/features/<name>/) in layers, top down: a feature imports features
// of the layers below its own and none of its own layer or above (ADR 0047). The lint rule that holds the
// code to it is built from this list (root eslint.config.js, boundaries/dependencies), so a new import
// between features either runs down these layers or fails `npm run lint`; a cycle between folders cannot
// be written down here. A new feature folder joins a layer here, or every import to and from it fails.
export const FEATURE_LAYERS: readonly (readonly string[])[] = [
  // Machine readers: llms.txt, pages as Markdown, the product feed, the MCP server.
  ['agents'],
  // Beside every page (root.tsx): reads what the shell loads.
  ['analytics'],
  // The frame of every page: header, footer, side cart, the root loader's data.
  ['shell'],
  // Pages of their own, each behind one or a few URLs.
  ['content-page', 'search', 'order', 'quick-order', 'contact', 'newsletter', 'accessibility', 'errors', 'express'],
  // What those pages are made of: the CMS layouts (category, landing and product pages), the checkout form.
  ['cms', 'checkout'],
  // Product listings (filters, sorting, pages); the customer account (login, registration, addresses).
  ['listing', 'account'],
  // A product on a page: its card, buy box, gallery, configurator, reviews, sliders, quick add.
  ['product'],
  // The shopper's lists a product card adds to…
  ['compare', 'wishlist'],
  // …and the cart, which the lists and the checkout fill.
  ['cart'],
  // What delivery costs and when it arrives, for the shopper's country (product page, cart).
  ['delivery'],
  // The plain pages' heading and meta tags.
  ['pages'],
  // Main and footer navigation, breadcrumbs, the footer's legal links.
  ['navigation'],
  // Meta tags and structured data; payment methods and payment components.
  ['seo', 'payment'],
  // A product's views, its price in the session's money, its image.
  ['product-data'],
  // The request and the shopper's basics.
  ['consent', 'session', 'notifications'],
];

/** The features `name` may import: every feature of a layer below its own (none for a folder not listed). */
export function featuresBelow(name: string): string[] {
  const layer = FEATURE_LAYERS.findIndex((features) => features.includes(name));
  return layer === -1 ? [] : FEATURE_LAYERS.slice(layer + 1).flat();
}
