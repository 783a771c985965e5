import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../demo-constants.ts';
import { buildCatalogue } from './builder.ts';
import { categoryIndex } from './categories.ts';

const catalogue = buildCatalogue();
const main = catalogue.products.filter((product) => !product.parentId);
const children = catalogue.products.filter((product) => product.parentId);

describe('demo catalogue model', () => {
  it('is the same on every build', () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('has distinct product names in every language and no HTML in search texts', () => {
    for (const code of LOCALE_CODES) expect(new Set(main.map((product) => product.name[code])).size).toBe(main.length);
    for (const product of catalogue.products) expect(product.searchText).not.toMatch(/[<>]/);
  });

  it('puts parents before their variants and every product on a leaf category', () => {
    const seen = new Set<string>();
    const leaves = new Set([...categoryIndex().values()].filter((category) => category.leaf).map((category) => category.id));
    for (const product of catalogue.products) {
      if (product.parentId) expect(seen.has(product.parentId)).toBe(true);
      seen.add(product.id);
      expect(product.categoryIds.every((id) => leaves.has(id))).toBe(true);
    }
    expect(children.length).toBeGreaterThan(0);
  });

  it('stays within the picture budget and gives every main product a cover of its own', () => {
    expect(catalogue.images.length).toBeLessThanOrEqual(420);
    expect(new Set(catalogue.images.map((image) => image.key)).size).toBe(catalogue.images.length);
    for (const product of main) expect(product.coverKey).toMatch(new RegExp(`^product:${product.productNumber.replace('.', '\\.')}:([a-z]+:)?front$`));
  });

  it('draws each colour variant in its own colour, with its own cover and 2–4 views', () => {
    const art = new Map(catalogue.images.map((image) => [image.key, image.art]));
    const mediaOf = (id: string) => catalogue.productMedia.filter((media) => media.productId === id).map((media) => media.mediaKey);
    const colourNames = new Map(catalogue.options.filter((option) => option.colorHexCode).map((option) => [option.id, option.colorHexCode]));
    let coloured = 0;
    for (const child of children) {
      const hex = child.optionIds.map((id) => colourNames.get(id)).find(Boolean);
      if (!hex) continue;
      coloured++;
      const own = mediaOf(child.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own[0]).toBe(child.coverKey);
      for (const key of own) expect(art.get(key)).toMatchObject({ kind: 'product', colour: hex });
    }
    expect(coloured).toBeGreaterThan(40);
    for (const product of main) expect(mediaOf(product.id).length).toBeGreaterThanOrEqual(2);
    for (const product of main) expect(mediaOf(product.id).length).toBeLessThanOrEqual(4);
  });

  it('offers every variant option in the parent configurator, one option per group', () => {
    const offered = new Map<string, Set<string>>();
    for (const setting of catalogue.configuratorSettings) offered.set(setting.productId, (offered.get(setting.productId) ?? new Set()).add(setting.optionId));
    const groupOf = new Map(catalogue.options.map((option) => [option.id, option.groupId]));
    for (const child of children) {
      expect(child.optionIds.every((id) => offered.get(child.parentId ?? '')?.has(id))).toBe(true);
      expect(new Set(child.optionIds.map((id) => groupOf.get(id))).size).toBe(child.optionIds.length);
    }
  });
});
