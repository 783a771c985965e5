// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture, landingPageFixture } from '../../../test/fixtures.ts';
import { renderInApp, STREAMED } from '../../../test/render.tsx';
import { ContentPageView } from '../content-page/ContentPageView.tsx';
import { CmsPage } from './CmsPage.tsx';
import { CmsImageTag } from './elements/CmsImageTag.tsx';
import { sanitizeCmsPage } from './sanitize.server.ts';

afterEach(cleanup);

describe('<CmsPage> with the real category page (CmsPage.json)', () => {
  const page = categoryFixture.cmsPage;
  if (!page) throw new Error('fixture has no CMS page');

  it('renders the text and both images of the image-simple-grid block', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = renderInApp(<CmsPage page={sanitizeCmsPage(page)} />);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: /Fresh ideas for\s*hot summer days/ })).toBeTruthy();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^https?:\/\//);
      // The captured media has no thumbnails, so there is no srcset to offer.
      expect(image.getAttribute('srcset')).toBeNull();
    }
    // The first block is at the top of the page: its images load eagerly (likely LCP).
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('.cms-section')?.className).not.toContain('hidden');
    expect(container.querySelector('.cms-block-image-simple-grid')?.getAttribute('style')).toContain('--cms-m');
  });

  it('renders the category with its heading and breadcrumbs', async () => {
    renderInApp(
      <ContentPageView
        page={{
          kind: 'category',
          home: false,
          name: 'Home',
          metaTitle: undefined,
          metaDescription: undefined,
          cmsPage: sanitizeCmsPage(page),
          breadcrumbs: Promise.resolve([{ name: 'Home', href: '/' }]),
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })[0]?.textContent).toBe('Home');
    // Streamed: the trail renders once its promise resolves.
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' }, STREAMED)).toBeTruthy();
  });

  it('renders nothing for unknown element types and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const section = page.sections[0];
    const block = section?.blocks[0];
    if (!section || !block) throw new Error('fixture has no block');
    const unknown = { ...page, sections: [{ ...section, blocks: [{ ...block, slots: [{ ...block.slots[0], type: 'brand-new-element' }] }] }] };
    const { container } = renderInApp(<CmsPage page={unknown as typeof page} />);
    expect(container.querySelector('[data-slot]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brand-new-element'));
  });

  it('starts with the real console again (restoreMocks ends the spies of the tests above)', () => {
    expect(vi.isMockFunction(console.warn)).toBe(false);
    expect(vi.isMockFunction(console.error)).toBe(false);
  });
});

describe('<CmsImageTag>', () => {
  it('offers the thumbnails as srcset and loads below-the-fold images lazily', () => {
    const media = {
      url: 'https://shop.test/m/big.jpg',
      alt: 'A shirt',
      thumbnails: [
        { url: 'https://shop.test/m/400.jpg', width: 400 },
        { url: 'https://shop.test/m/800.jpg', width: 800 },
      ],
    };
    renderInApp(<CmsImageTag media={media} priority={false} />);
    const image = screen.getByRole('img', { name: 'A shirt' });
    expect(image.getAttribute('srcset')).toBe('https://shop.test/m/400.jpg 400w, https://shop.test/m/800.jpg 800w');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});

describe('<ContentPageView> with the real landing page (LandingPage.json)', () => {
  it('renders the landing page name without errors', () => {
    const landing = landingPageFixture;
    renderInApp(
      <ContentPageView
        page={{
          kind: 'landing',
          name: landing.translated.name ?? landing.name,
          metaTitle: undefined,
          metaDescription: undefined,
          cmsPage: landing.cmsPage ? sanitizeCmsPage(landing.cmsPage) : null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Summer Giveaway' })).toBeTruthy();
  });
});
