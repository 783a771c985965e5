import { describe, expect, it } from 'vitest';
import { documentUrlOf, RELOAD_GUARD_MS, shouldReloadForBuild } from './build-reload.ts';

describe('shouldReloadForBuild', () => {
  const base = { clientBuild: 'aaa', serverBuild: 'bbb', lastReloadAt: undefined, now: 100_000 };
  it('reloads once when the server runs another build', () => {
    expect(shouldReloadForBuild(base)).toBe(true);
    expect(shouldReloadForBuild({ ...base, serverBuild: 'aaa' })).toBe(false);
    expect(shouldReloadForBuild({ ...base, serverBuild: null })).toBe(false);
  });

  it('does not reload again within the guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(shouldReloadForBuild({ ...base, lastReloadAt: base.now - 9_999 })).toBe(false);
    expect(shouldReloadForBuild({ ...base, lastReloadAt: base.now - 10_000 })).toBe(true);
  });
});

describe('documentUrlOf', () => {
  it('maps single-fetch data URLs to their pages', () => {
    expect(documentUrlOf(new URL('http://shop.test/pl-PL/Kategoria/_.data?_routes=root&page=2'))).toBe('/pl-PL/Kategoria/?page=2');
    expect(documentUrlOf(new URL('http://shop.test/_.data'))).toBe('/');
    expect(documentUrlOf(new URL('http://shop.test/detail/abc.data'))).toBe('/detail/abc');
    expect(documentUrlOf(new URL('http://shop.test/assets/app.js'))).toBeNull();
  });
});
