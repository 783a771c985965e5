// Security headers of every response. Scripts run only with this response's nonce ('strict-dynamic'
// lets React Router's module scripts load their imports); styles allow inline attributes because CMS
// layouts (margins, backgrounds) are style attributes; media may come from the Store API host or a CDN.
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, mediaOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${mediaOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'self'",
    // The pay button posts to an action that redirects to the payment gateway (handle-payment's
    // redirectUrl); browsers apply form-action to that redirect. Gateways are https, the demo one is
    // on the Store API host.
    `form-action 'self' https: ${mediaOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(nonce: string, mediaOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, mediaOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
