import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes, { withMerchantPages } from './routes.ts';
import { PAGE_ROUTES } from './route-table.ts';

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('route table', () => {
  const all = flatten(routes);

  it('gives every route a unique id', () => {
    const ids = all.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers every page without a prefix and under the markets’ dynamic prefix, whatever the markets are', () => {
    const paths = all.map((entry) => entry.path).filter((path): path is string => path !== undefined);
    // Guards the loop below: an empty page table would pass it.
    expect(PAGE_ROUTES.length).toBeGreaterThan(20);
    for (const page of PAGE_ROUTES.filter((page) => page.path !== '')) {
      expect(paths).toContain(page.path);
      expect(paths).toContain(`:market/${page.path}`);
    }
    expect(paths).toContain(':market');
    expect(paths.some((path) => path.startsWith('pl-PL') || path.startsWith('testde'))).toBe(false);
    expect(all.some((entry) => entry.index && entry.id === 'default/home')).toBe(true);
  });

  it('puts account and checkout pages into their layouts', () => {
    const accountLayout = routes.find((entry) => entry.id === 'market/layout.account');
    expect(accountLayout?.children?.map((child) => child.path)).toContain(':market/account/profile');
    const checkoutLayout = routes.find((entry) => entry.id === 'default/layout.checkout');
    expect(checkoutLayout?.children?.map((child) => child.path)).toContain('checkout/success/:id/paid');
  });

  it('registers the merchant’s own pages (merchant/routes.ts) for every market, before the catch-all, and refuses a name or path of the storefront', () => {
    const paths = all.map((entry) => entry.path);
    expect(paths).toContain('stores');
    expect(paths).toContain(':market/stores');
    const own = { name: 'lookbook', path: 'lookbook', file: '../merchant/pages/lookbook.tsx', layout: 'default' } as const;
    const pages = withMerchantPages(PAGE_ROUTES, [own]);
    expect(pages.indexOf(own)).toBe(pages.length - 2);
    expect(pages.at(-1)?.path).toBe('*');
    expect(() => withMerchantPages(PAGE_ROUTES, [{ ...own, name: 'search' }])).toThrow('the name "search" is the storefront\'s already');
    expect(() => withMerchantPages(PAGE_ROUTES, [{ ...own, path: 'account' }])).toThrow('the path "account" is the storefront\'s already');
  });
});
