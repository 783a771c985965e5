import { describe, expect, it } from 'vitest';
import { names } from '../translations.ts';
import { capitalise, productSeoPath, searchText, stripHtml } from './text.ts';

describe('catalogue text helpers', () => {
  it('strips HTML to plain text', () => {
    expect(stripHtml('<p><strong>Linen</strong> &amp; cotton</p><p>Second&nbsp;line</p>')).toBe('Linen & cotton Second line');
    expect(stripHtml('a&#8211;b &unknown;')).toBe('a–b &unknown;');
  });

  it('builds product SEO paths from the translated name, option names and number', () => {
    expect(productSeoPath('Odświętna sukienka letnia z lnu', 'AI10001')).toBe('Odswietna-sukienka-letnia-z-lnu/AI10001');
    expect(productSeoPath('Große Bratpfanne aus Gusseisen', 'AI10040')).toBe('Grosse-Bratpfanne-aus-Gusseisen/AI10040');
    expect(productSeoPath('T-shirt', 'AI10023.1', ['Red', 'M'])).toBe('T-shirt-Red-M/AI10023.1');
    expect(productSeoPath('Kabellose Over-Ear-Kopfhörer', 'AI10096', ['Weiß'])).toBe('Kabellose-Over-Ear-Kopfhorer-Weiss/AI10096');
  });

  it('puts every language, the number and the manufacturer into the search text', () => {
    const text = searchText({
      name: names('Linen dress', 'Lniana sukienka', 'Leinenkleid'),
      description: names('<p>Light <em>linen</em>.</p>', '<p>Lekki len.</p>', '<p>Leichtes Leinen.</p>'),
      productNumber: 'AI10001',
      manufacturerName: 'Linnea Studio',
    });
    expect(text).toBe('Linen dress Lniana sukienka Leinenkleid Light linen . Lekki len. Leichtes Leinen. AI10001 Linnea Studio');
    expect(text).not.toMatch(/[<>]/);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('ręcznie robiona miska')).toBe('Ręcznie robiona miska');
  });
});
