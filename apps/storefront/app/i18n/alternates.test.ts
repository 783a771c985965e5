import { describe, expect, it } from 'vitest';
import { alternateHref, findBarePaths } from './alternates.ts';

describe('locale alternates', () => {
  it('swaps the locale prefix when the page has no translated path', () => {
    expect(alternateHref('/pl-PL/account', '?x=1', 'en-GB')).toBe('/account?x=1');
    expect(alternateHref('/', '', 'de-DE')).toBe('/testde');
  });

  it('uses the translated path of a content page', () => {
    const barePaths = { 'en-GB': '/Clothing/', 'pl-PL': '/Odzie%C5%BC/' };
    expect(alternateHref('/Clothing/', '', 'pl-PL', barePaths)).toBe('/pl-PL/Odzie%C5%BC/');
    expect(alternateHref('/pl-PL/Odzie%C5%BC/', '?p=2', 'en-GB', barePaths)).toBe('/Clothing/?p=2');
    expect(alternateHref('/Clothing/', '', 'de-DE', barePaths)).toBe('/testde/Clothing/');
  });

  it('reads the deepest route data that announces alternates', () => {
    const matches = [
      { loaderData: { alternates: { 'en-GB': '/a/' } } },
      { loaderData: { kind: 'x' } },
      { loaderData: { alternates: { 'en-GB': '/b/' } } },
      undefined,
    ];
    expect(findBarePaths(matches)).toEqual({ 'en-GB': '/b/' });
    expect(findBarePaths([{ loaderData: null }])).toBeUndefined();
  });
});
