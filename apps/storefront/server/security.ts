// Security headers of every response. Scripts run only with this response's nonce ('strict-dynamic'
// lets React Router's module scripts load their imports); styles allow inline attributes because CMS
// layouts (margins, backgrounds) are style attributes; media may come from the Store API host or a CDN.
// Browser features a shop never asks for are switched off for it and every frame it embeds.
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where Google Tag Manager and GA4 send and fetch from. Only a shop with a container allows them; the
 * container itself is inserted by the shop's nonce'd script after consent, which 'strict-dynamic' trusts.
 */
const TAG_MANAGER_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/** Origins of payment components (their fields, scripts, APIs), allowed on payment pages only. */
export interface PaymentSources {
  frameSrc: readonly string[];
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  formAction: readonly string[];
}

interface PolicyOptions {
  tagManager?: boolean;
  /** Where this page's forms may lead besides the shop itself: other market hosts, and on payment pages the gateways. */
  formTargets?: readonly string[];
  /** Set on the checkout and "pay again" pages (server/payment-pages.ts). */
  payment?: PaymentSources;
}

const withSources = (base: string, sources: readonly string[] | undefined) => (sources && sources.length > 0 ? `${base} ${sources.join(' ')}` : base);

export function contentSecurityPolicy(nonce: string, mediaOrigin: string, { tagManager = false, payment, formTargets = [] }: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    // A provider's script inserted by the shop's own (nonce'd) code is trusted through 'strict-dynamic';
    // its host is listed for browsers without it.
    withSources(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, payment?.scriptSrc),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${mediaOrigin}`,
    "font-src 'self' data:",
    withSources(tagManager ? `connect-src 'self' ${TAG_MANAGER_CONNECT}` : "connect-src 'self'", payment?.connectSrc),
    withSources('frame-src https://www.youtube-nocookie.com https://player.vimeo.com', payment?.frameSrc),
    "frame-ancestors 'self'",
    // Browsers apply form-action to the redirects after a post too: the language switch's to another
    // market's host, and the pay button's to the payment gateway (handle-payment's redirectUrl). Only
    // those are named, so an injected form cannot send what a shopper typed anywhere else.
    withSources("form-action 'self'", [...new Set(formTargets)]),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Off: sensors, camera, microphone, location, USB/serial/HID and the ad-topic APIs — nothing in the shop
 * uses them, so injected or embedded code cannot either. `payment` stays with the shop itself (a
 * Payment Request button of its own); fullscreen stays as browsers default it, so embedded videos
 * (YouTube, Vimeo in CMS pages) keep their fullscreen button. Only features browsers know are listed:
 * an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/** A year, subdomains included (the usual preload-ready value); sent only when the shop is https. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  /** The shop's public URL is https (PUBLIC_URL/STOREFRONT_URL): browsers may then insist on it. */
  https?: boolean;
  /** A Google Tag Manager container is configured (STOREFRONT_GTM_ID): its hosts may be contacted. */
  tagManager?: boolean;
  /** The page shows payment components: their origins are allowed. */
  payment?: PaymentSources;
  /** Where the page's forms may lead besides the shop (see contentSecurityPolicy). */
  formTargets?: readonly string[];
}

export function securityHeaders(
  nonce: string,
  mediaOrigin: string,
  { https = false, tagManager = false, payment, formTargets }: SecurityOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, mediaOrigin, { tagManager, payment, formTargets }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Over plain http browsers ignore it, and a shop on http://localhost must not pin localhost to https.
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
