// What the fuzz suite knows about each route of the storefront's route table: the fields an action
// reads (one plausible submission per form or intent it tells apart) and the query parameters a
// page reads. The test fails when the built route table has an action or a loader without an entry
// here, or an entry names a route that no longer exists, so new routes cannot escape fuzzing. The
// merchant's own pages bring theirs (`fuzz` in apps/storefront/merchant/routes.ts), merged in below.
import ownPages from '../../apps/storefront/merchant/routes.ts';
import type { MerchantPage } from '../../apps/storefront/app/lib/merchant/pages.ts';

/** Ids the plausible submissions use, read from the running engine. */
export interface Fixtures {
  productId: string;
  salutationId: string;
  countryId: string;
  currencyId: string;
  paymentMethodId: string;
  shippingMethodId: string;
  /** Catalogue pages the catch-all route serves (SEO paths of the en-GB shop). */
  productPath: string;
  categoryPath: string;
}

type Form = Record<string, string>;

export interface ActionSpec {
  forms: (fixtures: Fixtures) => readonly Form[];
  /** Fields naming the page to go back to: they also get every hostile redirect target. */
  redirectFields?: readonly string[];
  /** An endpoint for programs (MCP): a write naming no origin at all is allowed there, a foreign origin still refused. */
  program?: true;
  /** Its plausible submission ends at a payment provider's approval page: on the demo, the engine's own origin. */
  gateway?: true;
}

const address = (f: Fixtures) => ({
  salutationId: f.salutationId,
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  street: 'Main St 1',
  zipcode: '12345',
  city: 'Berlin',
  countryId: f.countryId,
  countryStateId: '',
});
const newCustomer = (f: Fixtures) => ({ ...address(f), email: 'fuzz@example.com', guest: 'on', password: '' });
/** Each plausible submission checked on its own (an array literal would widen them to one union type). */
const list = (...forms: Form[]): Form[] => forms;
const ORDER_ID = '0123456789abcdef0123456789abcdef';

/** The merchant's pages' entries: the forms their actions take, the query parameters their loaders read. */
const merchantPages: readonly MerchantPage[] = ownPages;
const merchantActions = Object.fromEntries(
  merchantPages.flatMap((page): [string, ActionSpec][] => {
    const forms = page.fuzz?.forms;
    return forms ? [[page.name, { forms: () => forms }]] : [];
  }),
);
const merchantParams = Object.fromEntries(merchantPages.map((page) => [page.name, page.fuzz?.params ?? []]));

export const ACTION_SPECS: Readonly<Record<string, ActionSpec>> = {
  ...merchantActions,
  'account.recover': { forms: () => list({ email: 'fuzz@example.com' }) },
  login: { forms: () => list({ email: 'fuzz@example.com', password: 'wrong-password', redirectTo: '/account' }), redirectFields: ['redirectTo'] },
  register: {
    forms: (f) =>
      list({
        ...address(f),
        accountType: 'private',
        email: 'fuzz@example.com',
        emailConfirmation: 'fuzz@example.com',
        password: 'short',
        vatId: '',
        redirectTo: '/account',
      }),
    redirectFields: ['redirectTo'],
  },
  'customer-group-registration': {
    forms: (f) =>
      list({ ...address(f), accountType: 'business', email: 'fuzz@example.com', emailConfirmation: 'fuzz@example.com', password: 'short', vatId: '' }),
  },
  'newsletter-subscribe': { forms: () => list({ _form: 'subscribe', email: 'fuzz@example.com' }, { _form: 'unsubscribe', email: 'fuzz@example.com' }) },
  'reset-password': { forms: () => list({ hash: 'f'.repeat(32), newPassword: 'new-password-1', newPasswordConfirm: 'new-password-1' }) },
  wishlist: {
    forms: (f) =>
      list(
        { intent: 'add', productId: f.productId, redirectTo: '/wishlist' },
        { intent: 'remove', productId: f.productId, redirectTo: '/wishlist' },
        { intent: 'merge', productId: f.productId },
        { intent: 'clear' },
      ),
    redirectFields: ['redirectTo'],
  },
  compare: {
    forms: (f) =>
      list(
        { intent: 'add', productId: f.productId, redirectTo: '/compare' },
        { intent: 'remove', productId: f.productId, redirectTo: '/compare' },
        { intent: 'replace', productId: f.productId, replace: f.productId },
      ),
    redirectFields: ['redirectTo'],
  },
  'quick-order': { forms: () => list({ number: 'AI10001', quantity: '2', lines: 'AI10002;3\nAI10003 1' }) },
  contact: {
    forms: (f) =>
      list({
        salutationId: f.salutationId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'fuzz@example.com',
        phone: '',
        subject: 'Hello',
        comment: 'A question',
      }),
  },
  'account.address': {
    forms: (f) =>
      list(
        { _form: 'address', id: '', ...address(f), return: 'checkout' },
        { _form: 'delete', id: ORDER_ID },
        { _form: 'default-billing', id: ORDER_ID },
        { _form: 'default-shipping', id: ORDER_ID },
      ),
  },
  'account.payment': { forms: (f) => list({ paymentMethodId: f.paymentMethodId }) },
  'account.profile': {
    forms: (f) =>
      list(
        { _form: 'profile', salutationId: f.salutationId, title: '', firstName: 'Ada', lastName: 'Lovelace', accountType: 'private', company: '', vatId: '' },
        { _form: 'email', email: 'fuzz2@example.com', emailConfirmation: 'fuzz2@example.com', password: 'wrong-password' },
        { _form: 'password', password: 'wrong-password', newPassword: 'new-password-1', newPasswordConfirm: 'new-password-1' },
      ),
  },
  'checkout.cart': {
    forms: (f) =>
      list(
        { intent: 'quantity', lineId: f.productId, quantity: '2', redirectTo: '/checkout/cart' },
        { intent: 'remove', lineId: f.productId, redirectTo: '/checkout/cart' },
        { intent: 'promotion-add', code: 'WELCOME10', redirectTo: '/checkout/cart' },
        { intent: 'promotion-remove', lineId: f.productId },
      ),
    redirectFields: ['redirectTo'],
  },
  checkout: {
    forms: (f) =>
      list(
        { _form: 'checkout-context', shippingMethodId: f.shippingMethodId, paymentMethodId: f.paymentMethodId, countryId: f.countryId },
        { _form: 'checkout-order', _intent: 'refresh', ...newCustomer(f), shippingMethodId: f.shippingMethodId, paymentMethodId: f.paymentMethodId },
        // No `tos`: a complete order would be placed; the fuzz values must not empty the demo stock.
        {
          _form: 'checkout-order',
          ...newCustomer(f),
          differentShipping: 'on',
          'shippingAddress.street': '',
          shippingMethodId: f.shippingMethodId,
          paymentMethodId: f.paymentMethodId,
          customerComment: 'x',
        },
        { _form: 'login', email: 'fuzz@example.com', password: 'wrong-password' },
      ),
  },
  // The express buttons: a product page's (adds the product first) and the cart's; an unknown wallet gets a message.
  'checkout.express': {
    forms: (f) =>
      list(
        { wallet: 'payment_test_wallet', productId: f.productId, quantity: '1', returnTo: '/' },
        { wallet: 'payment_test_wallet', returnTo: '/checkout/cart' },
        { wallet: 'no-such-wallet', returnTo: '/' },
      ),
    redirectFields: ['returnTo'],
    gateway: true,
  },
  // The review step without a wallet's return in its query: it must send the shopper to the cart, never order.
  'checkout.express.review': {
    forms: (f) =>
      list(
        { intent: 'shipping', shippingMethodId: f.shippingMethodId },
        { intent: 'order', shippingMethodId: f.shippingMethodId, paymentMethodId: f.paymentMethodId, tos: 'on', customerComment: 'x' },
        { intent: 'again' },
      ),
  },
  'checkout.payment': {
    forms: (f) => list({ orderId: ORDER_ID, paymentMethodId: f.paymentMethodId, returnTo: '/account/order' }, { orderId: ORDER_ID }),
    redirectFields: ['returnTo'],
  },
  'account.order.detail': {
    forms: () => list({ intent: 'open', email: 'fuzz@example.com', zipcode: '12345' }, { intent: 'reorder' }, { intent: 'cancel' }),
  },
  'session.currency': { forms: (f) => list({ currencyId: f.currencyId, redirectTo: '/' }), redirectFields: ['redirectTo'] },
  'session.country': { forms: (f) => list({ countryId: f.countryId, redirectTo: '/checkout/cart' }), redirectFields: ['redirectTo'] },
  'account.logout': { forms: () => list({}) },
  'cart.add': { forms: (f) => list({ productId: f.productId, quantity: '1', redirectTo: '/', sideCartConfirms: '1' }), redirectFields: ['redirectTo'] },
  'product.variant': {
    forms: (f) => list({ productId: f.productId, option: ORDER_ID, switch: `${ORDER_ID}|${ORDER_ID}`, redirectTo: '/' }),
    redirectFields: ['redirectTo'],
  },
  'product.review': {
    forms: (f) => list({ productId: f.productId, title: 'Nice product', content: 'Works well for me, I like it a lot.', points: '4', redirectTo: '/' }),
    redirectFields: ['redirectTo'],
  },
  'cms.form': {
    forms: (f) =>
      list(
        { type: 'newsletter', email: 'fuzz@example.com', redirectTo: '/' },
        { type: 'contact', email: 'fuzz@example.com', salutationId: f.salutationId, subject: 'Hello', comment: 'A question', redirectTo: '/' },
      ),
    redirectFields: ['redirectTo'],
  },
  // JSON-RPC over Streamable HTTP: form posts and wrong content types get 4xx from the MCP transport.
  mcp: { forms: () => list({ jsonrpc: '2.0', id: '1', method: 'tools/list' }), program: true },
  'cookie-settings': {
    forms: () => list({ consent: 'all', redirectTo: '/' }, { consent: 'save', statistics: 'on', redirectTo: '/' }, { consent: 'necessary' }),
    redirectFields: ['redirectTo'],
  },
};

/** Shopware's listing parameters, read by category, search and wishlist pages (features/listing/listing-query.ts). */
const LISTING = ['order', 'p', 'limit', 'manufacturer', 'properties', 'min-price', 'max-price', 'rating', 'shipping-free', 'search'] as const;

/**
 * Query parameters each page reads. The catch-all content page also serves categories and products,
 * which the suite fuzzes at real catalogue paths as well. `redirectTo` on login is followed only for a
 * logged-in visitor: the suite sends every page request as a customer too.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  ...merchantParams,
  home: [...LISTING],
  'catch-all': [...LISTING, 'reviews'],
  search: [...LISTING],
  'search.suggest': ['search'],
  wishlist: ['p', 'ids'],
  login: ['redirectTo'],
  register: ['redirectTo'],
  'customer-group-registration': [],
  'newsletter-subscribe': ['em', 'hash'],
  'registration.confirm': ['em', 'hash'],
  'reset-password': ['hash'],
  'account.recover': [],
  contact: [],
  shopware: [],
  'cookie-settings': [],
  accessibility: [],
  account: [],
  'account.address': ['edit', 'return'],
  'account.order': [],
  'account.order.detail': ['cancel'],
  'account.payment': [],
  'account.profile': [],
  'account.order.download': ['name'],
  'checkout.cart': [],
  checkout: [],
  'checkout.success': [],
  'checkout.success.paid': [],
  'checkout.success.unpaid': [],
  'checkout.payment': [],
  'checkout.express': [],
  'checkout.express.review': ['wallet', 'token', 'returnTo', 'product', 'before', 'amount', 'currency'],
  'checkout.express.return': ['wallet', 'token', 'returnTo', 'product', 'before', 'amount', 'currency', 'outcome'],
  'session.currency': [],
  'session.country': [],
  'account.logout': [],
  'cart.add': [],
  'cart.summary': [],
  'product.variant': [],
  'product.review': [],
  'product.quickAdd': [],
  'product.recent': ['ids'],
  'quick-order': [],
  compare: ['only', 'add'],
  'quick-order.suggest': ['q'],
  'cms.form': [],
  'sitemap.file': [],
  robots: [],
  sitemap: [],
  llms: [],
  'feeds.products': [],
  'cart.open': ['link'],
  mcp: [],
};
