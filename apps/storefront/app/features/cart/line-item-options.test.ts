import { describe, expect, it } from 'vitest';
import { lineItemOptions, optionsText } from './line-item-options.ts';

describe('lineItemOptions', () => {
  it("reads Shopware's { group, option } entries, translated first", () => {
    const payload = {
      options: [
        { group: 'Colour', option: 'Navy', translated: { group: 'Farbe', option: 'Marine' } },
        { group: 'Size', option: 'L' },
      ],
    };
    expect(optionsText(lineItemOptions(payload))).toBe('Farbe: Marine · Size: L');
  });

  it("reads the engine's property options with their group", () => {
    const payload = { options: [{ name: 'Navy', translated: { name: 'Granatowy' }, group: { name: 'Colour', translated: { name: 'Kolor' } } }] };
    expect(lineItemOptions(payload)).toEqual([{ group: 'Kolor', option: 'Granatowy' }]);
  });

  it('ignores payloads without options', () => {
    expect(lineItemOptions(undefined)).toEqual([]);
    expect(lineItemOptions({ options: [null, 'x', { group: 'Colour' }] })).toEqual([]);
  });
});
