// Every route of the storefront, written once: the pages of the route table in docs/product-rules.md §2, the form
// targets and resources without a page, and the two resources of the host's root. routes.ts registers
// each page and resource for every market (ADR 0041). `path: ''` is the locale's home page; `*` is the
// catch-all content page. A route's file lies in the folders of its URL's first segments, named after
// the rest: `/cart/add` is routes/cart/add.tsx, `/account/order/:deepLinkCode` routes/account/order-detail.tsx,
// `/robots.txt` routes/robots.txt.tsx.
export type LayoutName = 'default' | 'account' | 'checkout';

export interface PageRoute {
  name: string;
  path: string;
  file: string;
  layout: LayoutName;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { name: 'home', path: '', file: 'routes/content-page.tsx', layout: 'default' },
  { name: 'account', path: 'account', file: 'routes/account/overview.tsx', layout: 'account' },
  { name: 'account.address', path: 'account/address', file: 'routes/account/address.tsx', layout: 'account' },
  { name: 'account.order', path: 'account/order', file: 'routes/account/order.tsx', layout: 'account' },
  { name: 'account.order.detail', path: 'account/order/:deepLinkCode', file: 'routes/account/order-detail.tsx', layout: 'default' },
  { name: 'account.payment', path: 'account/payment', file: 'routes/account/payment.tsx', layout: 'account' },
  { name: 'account.profile', path: 'account/profile', file: 'routes/account/profile.tsx', layout: 'account' },
  { name: 'account.recover', path: 'account/recover', file: 'routes/account/recover.tsx', layout: 'default' },
  { name: 'checkout.cart', path: 'checkout/cart', file: 'routes/checkout/cart.tsx', layout: 'checkout' },
  { name: 'checkout', path: 'checkout', file: 'routes/checkout/confirm.tsx', layout: 'checkout' },
  { name: 'checkout.success', path: 'checkout/success/:id', file: 'routes/checkout/success.tsx', layout: 'checkout' },
  { name: 'checkout.success.paid', path: 'checkout/success/:id/paid', file: 'routes/checkout/paid.tsx', layout: 'checkout' },
  { name: 'checkout.success.unpaid', path: 'checkout/success/:id/unpaid', file: 'routes/checkout/unpaid.tsx', layout: 'checkout' },
  { name: 'checkout.express.review', path: 'checkout/express/review', file: 'routes/checkout/express-review.tsx', layout: 'checkout' },
  { name: 'login', path: 'login', file: 'routes/login.tsx', layout: 'default' },
  { name: 'register', path: 'register', file: 'routes/register.tsx', layout: 'default' },
  {
    name: 'customer-group-registration',
    path: 'customer-group-registration/:customerGroupId',
    file: 'routes/customer-group-registration.tsx',
    layout: 'default',
  },
  { name: 'newsletter-subscribe', path: 'newsletter-subscribe', file: 'routes/newsletter-subscribe.tsx', layout: 'default' },
  { name: 'registration.confirm', path: 'registration/confirm', file: 'routes/registration-confirm.tsx', layout: 'default' },
  { name: 'reset-password', path: 'reset-password', file: 'routes/reset-password.tsx', layout: 'default' },
  { name: 'search', path: 'search', file: 'routes/search.tsx', layout: 'default' },
  { name: 'wishlist', path: 'wishlist', file: 'routes/wishlist.tsx', layout: 'default' },
  { name: 'quick-order', path: 'quick-order', file: 'routes/quick-order.tsx', layout: 'default' },
  { name: 'compare', path: 'compare', file: 'routes/compare.tsx', layout: 'default' },
  { name: 'contact', path: 'contact', file: 'routes/contact.tsx', layout: 'default' },
  { name: 'shopware', path: 'shopware', file: 'routes/shopware.tsx', layout: 'default' },
  { name: 'cookie-settings', path: 'cookie-settings', file: 'routes/cookie-settings.tsx', layout: 'default' },
  { name: 'accessibility', path: 'accessibility', file: 'routes/accessibility.tsx', layout: 'default' },
  { name: 'catch-all', path: '*', file: 'routes/content-page.tsx', layout: 'default' },
];

/** Form targets and resources without a page of their own (actions that redirect back, data for a part of a page), also one per market. */
export const RESOURCE_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [
  { name: 'session.currency', path: 'session/currency', file: 'routes/session/currency.tsx' },
  { name: 'session.country', path: 'session/country', file: 'routes/session/country.tsx' },
  { name: 'account.logout', path: 'account/logout', file: 'routes/account/logout.tsx' },
  { name: 'account.order.download', path: 'account/order/download/:orderId/:downloadId', file: 'routes/account/order-download.tsx' },
  { name: 'cart.add', path: 'cart/add', file: 'routes/cart/add.tsx' },
  { name: 'product.variant', path: 'product/variant', file: 'routes/product/variant.tsx' },
  { name: 'product.review', path: 'product/review', file: 'routes/product/review.tsx' },
  { name: 'cms.form', path: 'cms/form', file: 'routes/cms/form.tsx' },
  { name: 'search.suggest', path: 'search/suggest', file: 'routes/search/suggest.tsx' },
  { name: 'product.quickAdd', path: 'product/quick-add/:productId', file: 'routes/product/quick-add.tsx' },
  { name: 'product.recent', path: 'product/recent', file: 'routes/product/recent.tsx' },
  { name: 'quick-order.suggest', path: 'quick-order/suggest', file: 'routes/quick-order/suggest.tsx' },
  { name: 'sitemap.file', path: 'sitemap/:file', file: 'routes/sitemap/file.tsx' },
  { name: 'cart.summary', path: 'cart/summary', file: 'routes/cart/summary.tsx' },
  { name: 'checkout.payment', path: 'checkout/payment', file: 'routes/checkout/payment.tsx' },
  { name: 'llms', path: 'llms.txt', file: 'routes/llms.txt.tsx' },
  { name: 'feeds.products', path: 'feeds/products.xml', file: 'routes/feeds/products.xml.tsx' },
  { name: 'cart.open', path: 'cart/open', file: 'routes/cart/open.tsx' },
  { name: 'checkout.express', path: 'checkout/express', file: 'routes/checkout/express.tsx' },
  { name: 'checkout.express.return', path: 'checkout/express/return', file: 'routes/checkout/express-return.tsx' },
];

/** Registered once, without a market prefix. */
export const ROOT_RESOURCE_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [
  { name: 'robots', path: 'robots.txt', file: 'routes/robots.txt.tsx' },
  { name: 'sitemap', path: 'sitemap.xml', file: 'routes/sitemap.xml.tsx' },
  { name: 'mcp', path: 'mcp', file: 'routes/mcp.tsx' },
];

export const LAYOUT_FILES: Readonly<Record<LayoutName, string>> = {
  default: 'layouts/default.tsx',
  account: 'layouts/account.tsx',
  checkout: 'layouts/checkout.tsx',
};
