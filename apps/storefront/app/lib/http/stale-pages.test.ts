import { describe, expect, it } from 'vitest';
import { SHAREABLE_HEADER, StalePages, storableHeaders } from './stale-pages.ts';

const page = (body: string, at = 0) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), at });

describe('StalePages', () => {
  it('keeps the newest pages up to its bounds and forgets old ones', () => {
    const pages = new StalePages({ maxEntries: 2, maxBytes: 10, maxAgeMs: 1000 });
    pages.store('/a', page('a'));
    pages.store('/b', page('b'));
    pages.get('/a', 10); // recently used
    pages.store('/c', page('c'));
    expect(pages.get('/b', 10)).toBeUndefined();
    expect(pages.get('/a', 10)?.body.toString()).toBe('a');
    pages.store('/big', page('x'.repeat(11)));
    expect(pages.get('/big', 10)).toBeUndefined();
    expect(pages.get('/a', 2000)).toBeUndefined();
  });

  it('bounds the bytes of all copies together', () => {
    const pages = new StalePages({ maxEntries: 100, maxBytes: 10, maxTotalBytes: 25, maxAgeMs: 1000 });
    for (const key of ['/a', '/b', '/c']) pages.store(key, page('x'.repeat(10)));
    expect(pages.size).toBe(2);
    expect(pages.get('/a', 10)).toBeUndefined();
    expect(pages.get('/c', 10)?.body.length).toBe(10);
  });

  it('never keeps cookies, lengths, encodings or the shareable marker', () => {
    expect(
      storableHeaders({
        'set-cookie': ['sw-context-token=x'],
        'content-length': '5',
        'content-encoding': 'gzip',
        [SHAREABLE_HEADER]: '1',
        'content-type': 'text/html',
        'content-security-policy': "script-src 'nonce-x'",
      }),
    ).toEqual({
      'content-type': 'text/html',
      'content-security-policy': "script-src 'nonce-x'",
    });
  });
});
