// @vitest-environment happy-dom
import type { Schemas } from '../../../lib/store-api/types.ts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { CmsPage } from '../CmsPage.tsx';
import { sanitizeCmsPage } from '../sanitize.server.ts';

afterEach(cleanup);

const media = (name: string) => ({
  id: name,
  url: `https://img.test/${name}.webp`,
  alt: name,
  metaData: { width: 1200, height: 1500 },
  thumbnails: [{ url: `https://img.test/${name}-400.webp`, width: 400 }],
});
const slot = (name: string, type: string, data: object, position = 0) =>
  ({ id: `${name}-${position}`, slot: name, type, data, config: {} }) as unknown as Schemas['CmsSlot'];
const block = (type: string, position: number, slots: Schemas['CmsSlot'][], extra: object = {}) =>
  ({ id: `${type}-${position}`, type, position, slots, ...extra }) as unknown as Schemas['CmsBlock'];
const tileRow = (position: number, names: string[]) =>
  block(
    'image-text-row',
    position,
    (['left', 'center', 'right'] as const).flatMap((side, index) => [
      slot(`${side}-image`, 'image', { media: media(names[index] ?? 'x'), url: `/${names[index]}/` }, position),
      slot(`${side}-text`, 'text', { content: `<p>${names[index]}</p>` }, position),
    ]),
  );

const home = {
  id: 'home',
  type: 'landingpage',
  sections: [
    {
      id: 's',
      type: 'default',
      position: 0,
      sizingMode: 'boxed',
      blocks: [
        block(
          'text-on-image',
          0,
          [slot('content', 'text', { content: '<h1>Summer edit</h1><p>Light layers.</p><a class="btn btn-primary" href="/Clothing/">Shop now</a>' })],
          { backgroundMedia: media('hero') },
        ),
        tileRow(1, ['Women', 'Men', 'Accessories']),
        tileRow(2, ['Kitchen', 'Lighting', 'Audio']),
      ],
    },
  ],
} as unknown as Schemas['CmsPage'];

describe('home page blocks', () => {
  it('draws the hero with its background as an eager image and the call to action as a button link', () => {
    const { container } = renderInApp(<CmsPage page={sanitizeCmsPage(home, 'pl-PL')} />, { locale: 'pl-PL', path: '/pl-PL' });
    const hero = container.querySelector('.cms-block-text-on-image');
    const image = hero?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.test/hero.webp');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('alt')).toBe('');
    expect(hero?.getAttribute('style') ?? '').not.toContain('background-image');
    const cta = screen.getByRole('link', { name: 'Shop now' });
    expect(cta.className).toBe('btn btn-primary');
    expect(cta.getAttribute('href')).toBe('/pl-PL/Clothing/');
    expect(screen.getByRole('heading', { level: 2, name: 'Summer edit' })).toBeTruthy();
  });

  it('merges consecutive tile rows into one grid of labelled links', () => {
    const { container } = renderInApp(<CmsPage page={sanitizeCmsPage(home)} />);
    const grids = container.querySelectorAll('ul.cms-block-image-text-row');
    expect(grids).toHaveLength(1);
    const tiles = within(grids[0] as HTMLElement).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Women', '/Women/'],
      ['Men', '/Men/'],
      ['Accessories', '/Accessories/'],
      ['Kitchen', '/Kitchen/'],
      ['Lighting', '/Lighting/'],
      ['Audio', '/Audio/'],
    ]);
  });
});
