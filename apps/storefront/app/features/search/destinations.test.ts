import { describe, expect, it } from 'vitest';
import { flattenLinks, matchDestinations, nameMatches } from './destinations.ts';

describe('nameMatches', () => {
  it('wants every typed word to start a word of the name, accents and hyphens aside', () => {
    expect(nameMatches('Running', 'runn')).toBe(true);
    expect(nameMatches('Shipping and payment', 'shipping')).toBe(true);
    expect(nameMatches('Shipping and payment', 'pay ship')).toBe(true);
    expect(nameMatches('Küche', 'kuche')).toBe(true);
    expect(nameMatches('T-Shirts', 'tshirt')).toBe(true);
    expect(nameMatches('Running', 'unning')).toBe(false);
    expect(nameMatches('Running', ' ')).toBe(false);
  });
});

describe('matchDestinations', () => {
  const links = flattenLinks([
    {
      name: 'Sports',
      href: '/sports/',
      children: [
        { name: 'Running', href: '/sports/running/' },
        { name: 'Cycling', href: '/sports/cycling/' },
      ],
    },
    { name: 'Folder', href: null, children: [{ name: 'Returns', href: '/returns/' }] },
    { name: 'Blog', href: 'https://blog.example', external: true },
  ]);

  it('flattens the trees to their internal links', () => {
    expect(links.map((link) => link.name)).toEqual(['Sports', 'Running', 'Cycling', 'Returns']);
  });

  it('matches the term, else the engine’s correction of it, at most three', () => {
    expect(matchDestinations(links, 'runn')).toEqual([{ name: 'Running', href: '/sports/running/' }]);
    expect(matchDestinations(links, 'runing')).toEqual([]);
    expect(matchDestinations(links, 'cyclnig', 'cycling')).toEqual([{ name: 'Cycling', href: '/sports/cycling/' }]);
    expect(matchDestinations([...links, ...links], 'r')).toHaveLength(2);
  });
});
