import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures.ts';
import { toProductDetail, toReviews } from '../product-data/detail-view.ts';
import { breadcrumbJsonLd, plainText, productJsonLd, rootCurrency } from './json-ld.ts';
import { robotsTxt } from './robots.ts';
import { rewriteSitemapOrigin, sitemapIndexXml } from './sitemap.server.ts';
import { viewContext } from '../product-data/view-context.ts';
import { DEMO_CONFIG, installMerchantConfig } from '../../lib/merchant/config.ts';

describe('JSON-LD', () => {
  const product = toProductDetail(productFixture, viewContext('en-GB', 'EUR'), (html) => html);

  it('describes a product with its offer and rating', () => {
    const data = productJsonLd(product, { items: [], total: 3, average: 4.333 }, 'https://shop.test', 'PLN');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cigar Special 40%',
      sku: 'SW10044',
      url: 'https://shop.test/Cigar-Special-40/SW10044',
      offers: { '@type': 'Offer', priceCurrency: 'PLN', price: '14.45', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3 },
    });
  });

  it('leaves out the rating without reviews, and in a shop that switched reviews off', () => {
    expect(productJsonLd(product, toReviews([], 0, null, { locale: 'en-GB' }), '', 'EUR')).not.toHaveProperty('aggregateRating');
    installMerchantConfig({ ...DEMO_CONFIG, features: { ...DEMO_CONFIG.features, reviews: false } });
    try {
      expect(productJsonLd(product, { items: [], total: 3, average: 4.333 }, '', 'EUR')).not.toHaveProperty('aggregateRating');
    } finally {
      installMerchantConfig(DEMO_CONFIG);
    }
  });

  it('lists breadcrumbs from home with absolute URLs', () => {
    expect(breadcrumbJsonLd({ name: 'Home', href: '/' }, [{ name: 'Clothing', href: '/Clothing/' }], 'https://shop.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Clothing', item: 'https://shop.test/Clothing/' },
      ],
    });
    expect(breadcrumbJsonLd({ name: 'Home', href: '/' }, [], '')).toBeNull();
  });

  it('reads the session currency from the root data and strips HTML', () => {
    expect(
      rootCurrency([
        {
          id: 'root',
          loaderData: {
            currencyId: 'c2',
            currencies: [
              { id: 'c1', isoCode: 'EUR' },
              { id: 'c2', isoCode: 'PLN' },
            ],
          },
        },
      ]),
    ).toBe('PLN');
    expect(rootCurrency([])).toBe('EUR');
    expect(plainText('<p>Fish &amp; <b>chips</b></p>')).toBe('Fish & chips');
  });
});

describe('robots.txt and sitemap', () => {
  it('keeps crawlers out of visitor pages in every locale and names the sitemap', () => {
    const robots = robotsTxt('https://shop.test');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Disallow: /pl-PL/account');
    expect(robots).toContain('Sitemap: https://shop.test/sitemap.xml');
  });

  it('indexes the locale sitemap files under this origin', () => {
    const xml = sitemapIndexXml('https://shop.test', [{ locale: 'pl-PL', filename: 'sitemap-pl-PL-1.xml.gz', created: '2024-01-01' }]);
    expect(xml).toContain('<loc>https://shop.test/pl-PL/sitemap/sitemap-pl-PL-1.xml</loc><lastmod>2024-01-01</lastmod>');
  });

  it('escapes what the Store API sends into the index', () => {
    const xml = sitemapIndexXml('https://shop.test', [{ locale: 'en-GB', filename: 'sitemap.xml.gz', created: '2024-01-01 <x> & "y"' }]);
    expect(xml).toContain('<lastmod>2024-01-01 &lt;x&gt; &amp; &quot;y&quot;</lastmod>');
  });

  it("moves the files' URLs to this origin", () => {
    expect(rewriteSitemapOrigin('<url><loc>http://localhost:3000/pl-PL/Odzie%C5%BC/?a=1&amp;b=2</loc></url>', 'https://shop.test')).toBe(
      '<url><loc>https://shop.test/pl-PL/Odzie%C5%BC/?a=1&amp;b=2</loc></url>',
    );
  });
});
