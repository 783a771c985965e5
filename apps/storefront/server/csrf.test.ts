import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSiteWrite } from './csrf.ts';

const request = (overrides: Partial<Parameters<typeof isForbiddenCrossSiteWrite>[0]>) => ({
  method: 'POST',
  host: 'localhost:3000',
  origin: undefined,
  referer: undefined,
  ...overrides,
});

describe('CSRF check', () => {
  it('lets reads through whatever their origin', () => {
    expect(isForbiddenCrossSiteWrite(request({ method: 'GET', origin: 'https://evil.test' }))).toBe(false);
    expect(isForbiddenCrossSiteWrite(request({ method: 'HEAD' }))).toBe(false);
  });

  it('accepts writes from this host by Origin or Referer', () => {
    expect(isForbiddenCrossSiteWrite(request({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isForbiddenCrossSiteWrite(request({ referer: 'http://localhost:3000/pl-PL/account' }))).toBe(false);
  });

  it('refuses writes from other hosts, other ports or without any origin', () => {
    expect(isForbiddenCrossSiteWrite(request({ origin: 'https://evil.test' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ origin: 'http://localhost:4000' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ origin: 'null', referer: 'https://evil.test/' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ referer: 'not a url' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({}))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ method: 'PATCH', host: undefined, origin: 'http://localhost:3000' }))).toBe(true);
  });

  it('lets programs write to the MCP endpoint, never a page of another site', () => {
    expect(isForbiddenCrossSiteWrite(request({ path: '/mcp' }))).toBe(false);
    expect(isForbiddenCrossSiteWrite(request({ path: '/mcp', origin: 'https://evil.test' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ path: '/mcp', origin: 'null' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ path: '/mcp', referer: 'https://evil.test/' }))).toBe(true);
    expect(isForbiddenCrossSiteWrite(request({ path: '/cart/add' }))).toBe(true);
  });
});
