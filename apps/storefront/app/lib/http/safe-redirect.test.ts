import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/pl-PL/Clothing/?p=2', '/pl-PL/Clothing/?p=2'],
    ['/account/order', '/account/order'],
    ['/search?search=a%20b#top', '/search?search=a%20b#top'],
    ['/de-DE/Größe', '/de-DE/Gr%C3%B6%C3%9Fe'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeRedirectPath(value, '/')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/ /evil.example',
    '/\n/evil.example',
    '/\r\nSet-Cookie: x',
    '/\u0000x',
    '/%00x',
    '/%E0%A4%A',
    '/\u000b/evil.example',
    '/\u007f/evil.example',
    '\t//evil.example',
    ' /x',
    'javascript:alert(1)',
    '/\u2028x',
    'relative',
    '',
    null,
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, '/home')).toBe('/home');
  });
});
