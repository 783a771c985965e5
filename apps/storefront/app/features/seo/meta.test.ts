import { describe, expect, it } from 'vitest';
import { errorPageTitle, pageMeta } from './meta.ts';

describe('page meta', () => {
  it('names the product by default', () => {
    const meta = pageMeta({ locale: 'en-GB', pathname: '/' });
    expect(meta).toContainEqual({ title: 'Aisle' });
    expect(meta).toContainEqual({ name: 'description', content: expect.stringContaining('Aisle') });
  });

  it('puts the page title before the product name', () => {
    expect(pageMeta({ locale: 'de-DE', pathname: '/testde/x', title: 'Hemden' })).toContainEqual({ title: 'Hemden | Aisle' });
  });

  it('links the canonical URL and the three locales plus x-default', () => {
    const meta = pageMeta({ locale: 'pl-PL', pathname: '/pl-PL/Clothing/', origin: 'https://shop.test' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/pl-PL/Clothing/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en-GB', href: 'https://shop.test/Clothing/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'de-DE', href: 'https://shop.test/testde/Clothing/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.test/Clothing/' });
  });
});

describe('error page titles', () => {
  it('names the error status or maintenance', async () => {
    const { UNSAFE_ErrorResponseImpl: ErrorResponse } = await import('react-router');
    expect(errorPageTitle(new ErrorResponse(404, 'Not Found', null), 'en-GB')).toBe('Page not found');
    expect(errorPageTitle(new ErrorResponse(503, '', 'MAINTENANCE_MODE'), 'pl-PL')).toBe('Trwają prace konserwacyjne');
    expect(errorPageTitle(new ErrorResponse(418, '', null), 'en-GB')).toBe('Error');
    expect(errorPageTitle(undefined, 'en-GB')).toBeUndefined();
  });
});
