import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security.ts';

describe('security headers', () => {
  it('creates a fresh nonce per response', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('allows scripts only with the nonce and forbids framing by other sites', () => {
    const csp = contentSecurityPolicy('abc', 'http://localhost:8000');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https: http://localhost:8000");
    expect(csp).not.toContain('unsafe-eval');
    // No scheme-wide source: a form may lead only to the shop itself unless targets are named.
    expect(csp).toContain("form-action 'self';");
    expect(csp).not.toMatch(/form-action[^;]*https:(;| )/);
  });

  it('lets forms lead to the named targets only (market hosts, payment gateways)', () => {
    const csp = contentSecurityPolicy('abc', 'http://x', { formTargets: ['https://shop.example.at', 'https://www.paypal.com', 'https://www.paypal.com'] });
    expect(csp).toContain("form-action 'self' https://shop.example.at https://www.paypal.com;");
  });

  it('lets a tag manager container talk to Google only when one is configured', () => {
    expect(contentSecurityPolicy('abc', 'http://x')).toContain("connect-src 'self';");
    const csp = securityHeaders('abc', 'http://x', { tagManager: true })['Content-Security-Policy'];
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com");
    // The container is inserted by the nonce'd scripts: no host is added to script-src.
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
  });

  it('adds payment components’ origins only when asked (payment pages)', () => {
    const plain = contentSecurityPolicy('abc', 'http://x');
    expect(plain).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    const payment = { frameSrc: ['http://localhost:8000'], scriptSrc: ['https://js.example.com'], connectSrc: [], formAction: [] };
    const csp = securityHeaders('abc', 'http://x', { payment })['Content-Security-Policy'];
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com http://localhost:8000;');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://js.example.com;");
    expect(csp).toContain("connect-src 'self';");
  });

  it('sets nosniff and a referrer policy', () => {
    expect(securityHeaders('n', 'http://x')).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });

  it('switches off browser features the shop does not use, on every response', () => {
    const policy = securityHeaders('n', 'http://x')['Permissions-Policy'];
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=(self)');
    expect(policy).not.toContain('interest-cohort');
  });

  it('sends HSTS only when the shop is https', () => {
    expect(securityHeaders('n', 'http://x', { https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders('n', 'http://x', { https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('n', 'http://x')).not.toHaveProperty('Strict-Transport-Security');
  });
});
