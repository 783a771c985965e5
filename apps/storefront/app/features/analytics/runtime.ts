// The analytics runtime, loaded (as its own chunk) only once the shopper allowed statistics: GA4
// ecommerce events into `window.dataLayer`, and the tag manager container when one is configured.
// Events come from the route data the pages already have and from delegated listeners on the
// document, so no component threads analytics props (ADR 0031).
import type { CartLineView, CartView } from '../cart/index.ts';
import type { Notification } from '../../lib/notifications/notification.ts';
import type { ProductDetailView, ProductCardView } from '../product-data/index.ts';
import {
  cardItem,
  cartEvent,
  detailVariantText,
  itemsEvent,
  lineItem,
  listEvent,
  purchaseEvent,
  type Ga4Event,
  type Ga4Item,
  type OrderForAnalytics,
} from './ga4.ts';

type DataLayerEntry = Ga4Event | Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export interface PageInput {
  /** The leaf route's id (`<locale>/<name>`) and data. */
  leafId: string;
  leafData: unknown;
  /** Every matched route's data: cards are looked up in all of it. */
  data: readonly unknown[];
  currency: string;
}

export interface ChromeInput {
  flash: readonly Notification[];
  sideCart: CartView | null;
}

function push(entry: DataLayerEntry): void {
  const layer = (window.dataLayer ??= []);
  // GA4's advice: clear the previous ecommerce object, or a tag manager merges it into the next event.
  if ('ecommerce' in entry) layer.push({ ecommerce: null });
  layer.push(entry);
}

// What the current page offers to the listeners (cards by path and id, cart lines, checkout methods).
let page: PageInput | null = null;
let cards = new Map<string, ProductCardView>();
let pendingRemove: Ga4Item | null = null;
const seenFlash = new Set<string>();
let started = false;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCard(value: Record<string, unknown>): value is Record<string, unknown> & ProductCardView {
  return typeof value.href === 'string' && typeof value.name === 'string' && typeof value.productNumber === 'string' && isObject(value.price);
}

/** Product cards anywhere in the route data; streamed parts count once React has resolved them. */
function collectCards(roots: readonly unknown[]): Map<string, ProductCardView> {
  const found = new Map<string, ProductCardView>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (!isObject(value) || seen.has(value) || depth > 12) return;
    seen.add(value);
    if (value instanceof Promise) {
      const settled = value as Promise<unknown> & { status?: string; value?: unknown };
      if (settled.status === 'fulfilled') walk(settled.value, depth + 1);
      return;
    }
    if (isCard(value)) {
      found.set(value.href, value);
      found.set(value.id, value);
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return found;
}

function cardOf(element: Element): ProductCardView | undefined {
  const href = element.querySelector('a[href]:not([aria-hidden])')?.getAttribute('href') ?? element.querySelector('a[href]')?.getAttribute('href');
  if (!href) return undefined;
  return cards.get(new URL(href, location.href).pathname);
}

/** The name shoppers see for a list: its heading, else the page's. */
function listNameOf(card: Element): string {
  const list = card.closest('[data-testid="product-slider"], [data-testid="product-listing"], section[aria-labelledby]');
  const labelledBy = list?.getAttribute('aria-labelledby');
  const heading = labelledBy ? document.getElementById(labelledBy)?.textContent : list?.getAttribute('aria-label');
  return (heading || document.querySelector('main h1')?.textContent || location.pathname).trim();
}

function viewItemLists(currency: string): void {
  const lists = new Map<string, Ga4Item[]>();
  for (const element of document.querySelectorAll('main [data-testid="product-card"]')) {
    const card = cardOf(element);
    if (!card) continue;
    const name = listNameOf(element);
    const items = lists.get(name) ?? [];
    items.push(cardItem(card, { index: items.length }));
    lists.set(name, items);
  }
  for (const [name, items] of lists) push(listEvent('view_item_list', currency, name, items));
}

const routeName = (leafId: string) => leafId.slice(leafId.indexOf('/') + 1);

interface ProductPageData {
  kind: 'product';
  product: Pick<ProductDetailView, 'card' | 'price' | 'options'>;
}
const isProductPage = (data: unknown): data is ProductPageData => isObject(data) && data.kind === 'product' && isObject(data.product);
const isCartView = (data: unknown): data is CartView => isObject(data) && Array.isArray(data.lines) && typeof data.total === 'number';
const cartOf = (data: unknown): CartView | null => (isCartView(data) ? data : isObject(data) && isCartView(data.cart) ? data.cart : null);

interface MethodsData {
  shippingMethods: readonly { id: string; name: string }[];
  paymentMethods: readonly { id: string; name: string }[];
}
// The order result page's order (OrderView), read from loader data the browser only knows as unknown.
const isOrder = (data: unknown): data is OrderForAnalytics =>
  isObject(data) && typeof data.orderNumber === 'string' && typeof data.amountTotal === 'number' && Array.isArray(data.lineItems) && Array.isArray(data.taxes);
const hasMethods = (data: unknown): data is MethodsData => isObject(data) && Array.isArray(data.shippingMethods) && Array.isArray(data.paymentMethods);

/** Each order counts once, even when its page is reloaded. */
function firstTime(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage off: count it (a reload may count twice).
  }
  return true;
}

/** The events a page stands for, once per navigation. */
export function pageView(input: PageInput): void {
  page = input;
  cards = collectCards(input.data);
  const name = routeName(input.leafId);
  const { leafData, currency } = input;
  if (isProductPage(leafData)) {
    const { product } = leafData;
    const variant = detailVariantText(product.options);
    push(itemsEvent('view_item', currency, [cardItem(product.card, { price: product.price.unitPrice, ...(variant ? { item_variant: variant } : {}) })]));
  } else if (name === 'checkout.cart' && isCartView(leafData) && !leafData.empty) {
    push(cartEvent('view_cart', currency, leafData));
  } else if (name === 'checkout') {
    const cart = cartOf(leafData);
    if (cart && !cart.empty) push(cartEvent('begin_checkout', currency, cart));
  } else if (name === 'checkout.success' && isObject(leafData) && isOrder(leafData.order)) {
    const { order } = leafData;
    if (firstTime(`aisle-ga4-purchase:${order.orderNumber}`)) push(purchaseEvent(order));
  }
  viewItemLists(currency);
}

function linesOf(cart: CartView | null): CartLineView[] {
  return cart?.lines ?? [];
}

/**
 * add_to_cart / remove_from_cart once the server confirmed them (the flashed notification). An add's
 * confirmation says what it added, so it counts wherever the runtime first meets it: after a scripted
 * add, or on the page a plain form post (before hydration, or without the runtime yet) led to.
 */
export function chromeUpdate({ flash, sideCart }: ChromeInput): void {
  const fresh = flash.filter((notification) => !seenFlash.has(notification.id));
  for (const notification of fresh) seenFlash.add(notification.id);
  if (fresh.length === 0) return;
  const currency = page?.currency ?? 'EUR';
  for (const { added } of fresh) {
    if (!added) continue;
    const line = linesOf(sideCart).find((candidate) => candidate.id === added.productId);
    const card = cards.get(added.productId);
    const item = line ? lineItem(line, added.quantity) : card ? cardItem(card, { quantity: added.quantity }) : null;
    if (item) push(itemsEvent('add_to_cart', currency, [item]));
  }
  // Cart calls may flash notes beside their confirmation (a changed shipping estimate): the confirmation counts.
  const confirmed = fresh.find((notification) => notification.type === 'success' && !notification.added);
  if (confirmed && pendingRemove) push(itemsEvent('remove_from_cart', currency, [pendingRemove]));
  if (confirmed || fresh.some((notification) => notification.type === 'danger')) pendingRemove = null;
}

/** "Submit order" of the checkout, or "Buy now" of the express checkout's review step (not its delivery update). */
function isOrderSubmission(event: SubmitEvent, fields: FormData): boolean {
  const form = fields.get('_form');
  if (form === 'checkout-order') return fields.get('_intent') !== 'refresh';
  return form === 'express-order' && event.submitter?.getAttribute('value') !== 'shipping';
}

function onSubmit(event: SubmitEvent, sideCart: () => CartView | null): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const fields = new FormData(form);
  if (fields.get('intent') === 'remove') {
    const lineId = fields.get('lineId');
    const line = [...linesOf(sideCart()), ...linesOf(cartOf(page?.leafData))].find((candidate) => candidate.id === lineId);
    pendingRemove = line ? lineItem(line) : null;
  } else if (isOrderSubmission(event, fields) && page && hasMethods(page.leafData)) {
    const current = page;
    const data = page.leafData;
    const cart = cartOf(data);
    if (!cart) return;
    // The form checks its fields as it submits (ValidatedForm): a refused submission shows its error summary at once.
    setTimeout(() => {
      if (form.querySelector('[role="alert"]')) return;
      const shipping = data.shippingMethods.find((method) => method.id === fields.get('shippingMethodId'))?.name;
      const payment = data.paymentMethods.find((method) => method.id === fields.get('paymentMethodId'))?.name;
      push(cartEvent('add_shipping_info', current.currency, cart, shipping ? { shipping_tier: shipping } : {}));
      push(cartEvent('add_payment_info', current.currency, cart, payment ? { payment_type: payment } : {}));
    }, 0);
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !page) return;
  const link = target.closest('a[href]');
  const element = link?.closest('[data-testid="product-card"]');
  if (!link || !element) return;
  const card = cards.get(new URL(link.getAttribute('href') ?? '', location.href).pathname);
  if (card) push(listEvent('select_item', page.currency, listNameOf(element), [cardItem(card)]));
}

/** Google Tag Manager, after consent: inserted by this (trusted) script, which the CSP's 'strict-dynamic' allows. */
function loadTagManager(containerId: string): void {
  push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

export interface StartOptions {
  gtmId: string | null;
  marketing: boolean;
  sideCart: () => CartView | null;
  /**
   * Notifications already on the page when the runtime starts: not confirmations of its submissions,
   * except the adds they name (chromeUpdate counts those).
   */
  initialFlash: readonly Notification[];
}

export function start({ gtmId, marketing, sideCart, initialFlash }: StartOptions): void {
  if (started) return;
  started = true;
  for (const notification of initialFlash) if (!notification.added) seenFlash.add(notification.id);
  // The shopper's choice for the container's own consent checks (Consent Mode's storage names).
  push({ event: 'aisle_consent', analytics_storage: 'granted', ad_storage: marketing ? 'granted' : 'denied' });
  if (gtmId) loadTagManager(gtmId);
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('submit', (event) => onSubmit(event, sideCart), { capture: true });
}
