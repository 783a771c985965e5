import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.ts';

const request = (peer: string | undefined, extra: { forwardedFor?: string; authorization?: string } = {}) => ({
  peer,
  forwardedFor: extra.forwardedFor,
  authorization: extra.authorization,
});

describe('metrics access', () => {
  const loopbackOnly = metricsAccess({ allow: ['loopback'] });

  it('lets the machine itself in and nobody else by default', () => {
    expect(loopbackOnly(request('127.0.0.1'))).toBe(true);
    expect(loopbackOnly(request('::1'))).toBe(true);
    expect(loopbackOnly(request('::ffff:127.0.0.1'))).toBe(true);
    expect(loopbackOnly(request('203.0.113.9'))).toBe(false);
    expect(loopbackOnly(request('::ffff:203.0.113.9'))).toBe(false);
    expect(loopbackOnly(request(undefined))).toBe(false);
  });

  it('keeps shoppers out who come through a proxy on the same machine', () => {
    expect(loopbackOnly(request('127.0.0.1', { forwardedFor: '203.0.113.9' }))).toBe(false);
    expect(loopbackOnly(request('127.0.0.1', { forwardedFor: '127.0.0.1, 203.0.113.9' }))).toBe(false);
    // A forged header does not help a visitor from outside.
    expect(loopbackOnly(request('203.0.113.9', { forwardedFor: '127.0.0.1' }))).toBe(false);
    expect(loopbackOnly(request('127.0.0.1', { forwardedFor: 'garbage' }))).toBe(false);
  });

  it('allows configured addresses and networks', () => {
    const monitoring = metricsAccess({ allow: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] });
    expect(monitoring(request('10.1.2.3'))).toBe(true);
    expect(monitoring(request('2001:db8::5'))).toBe(true);
    expect(monitoring(request('192.0.2.7'))).toBe(true);
    expect(monitoring(request('192.0.2.8'))).toBe(false);
    expect(monitoring(request('127.0.0.1'))).toBe(false);
    expect(metricsAccess({ allow: [] })(request('127.0.0.1'))).toBe(false);
  });

  it('lets a bearer of the token in from anywhere, and no other token', () => {
    const withToken = metricsAccess({ allow: ['loopback'], token: 'a-long-metrics-token' });
    expect(withToken(request('203.0.113.9', { authorization: 'Bearer a-long-metrics-token' }))).toBe(true);
    expect(withToken(request('203.0.113.9', { authorization: 'bearer a-long-metrics-token' }))).toBe(true);
    expect(withToken(request('203.0.113.9', { authorization: 'Bearer a-long-metrics-toke' }))).toBe(false);
    expect(withToken(request('203.0.113.9', { authorization: 'Basic a-long-metrics-token' }))).toBe(false);
    expect(withToken(request('203.0.113.9', { authorization: 'Bearer ' }))).toBe(false);
    // Without a configured token no bearer opens it.
    expect(loopbackOnly(request('203.0.113.9', { authorization: 'Bearer ' }))).toBe(false);
  });
});
