import { describe, expect, it } from 'vitest';
import { CATEGORY_SPECS } from './category-specs.ts';
import { composeDescription, composeName } from './naming.ts';
import { createRandom } from './random.ts';
import { ADJECTIVES, MATERIALS } from './vocabulary.ts';

const noun = (category: string, key: string) => {
  const found = CATEGORY_SPECS.find((spec) => spec.category === category)?.nouns.find((item) => item.key === key);
  if (!found) throw new Error(`${category} ${key}`);
  return found;
};

describe('product names', () => {
  it('agree in gender in Polish and German', () => {
    expect(composeName(noun('clothing/women/dresses', 'summer-dress'), ADJECTIVES.airy, MATERIALS.linen)).toEqual({
      'en-GB': 'Airy linen summer dress',
      'pl-PL': 'Przewiewna sukienka letnia z lnu',
      'de-DE': 'Luftiges Sommerkleid aus Leinen',
    });
    expect(composeName(noun('home/kitchen/cookware', 'stockpot'), ADJECTIVES.large, MATERIALS.castIron)).toEqual({
      'en-GB': 'Large cast iron stockpot',
      'pl-PL': 'Duży garnek z żeliwa',
      'de-DE': 'Großer Suppentopf aus Gusseisen',
    });
    expect(composeName(noun('electronics/audio/headphones', 'over-ear'), ADJECTIVES.wireless, undefined)).toEqual({
      'en-GB': 'Wireless over-ear headphones',
      'pl-PL': 'Bezprzewodowe słuchawki nauszne',
      'de-DE': 'Kabellose Over-Ear-Kopfhörer',
    });
    expect(composeName(noun('home/furniture', 'desk'), ADJECTIVES.nordic, MATERIALS.oak)).toEqual({
      'en-GB': 'Scandinavian oak desk',
      'pl-PL': 'Skandynawskie biurko z drewna dębowego',
      'de-DE': 'Skandinavischer Schreibtisch aus Eichenholz',
    });
  });

  it('leaves a material out of the name when the noun says so', () => {
    expect(composeName(noun('clothing/men/trousers', 'jeans'), ADJECTIVES.slim, MATERIALS.denim)['en-GB']).toBe('Slim-fit jeans');
  });
});

describe('product descriptions', () => {
  it('are one to three HTML paragraphs per language starting with the name', () => {
    const spec = CATEGORY_SPECS[0]!;
    const name = composeName(spec.nouns[0]!, ADJECTIVES.classic, MATERIALS.linen);
    const description = composeDescription({
      name,
      category: spec,
      material: MATERIALS.linen,
      manufacturerName: 'Linnea Studio',
      random: createRandom('test'),
    });
    for (const code of ['en-GB', 'pl-PL', 'de-DE'] as const) {
      const paragraphs = description[code].match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      expect(description[code].startsWith(`<p><strong>${name[code]}</strong>`)).toBe(true);
    }
  });
});
