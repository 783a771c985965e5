import { describe, expect, it } from 'vitest';
import { CURRENCY_IDS } from '../demo-constants.ts';
import { buildPrice, buildTierPrices, charmPrice, cheapestPrice, convertedShopPrice, currencyPrice, formatCents, netCents, parseCents } from './pricing.ts';

describe('amounts', () => {
  it('formats and parses two-decimal strings', () => {
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-120)).toBe('-1.20');
    expect(parseCents('19.99')).toBe(1999);
    expect(parseCents('7.5')).toBe(750);
    expect(parseCents('12')).toBe(1200);
    expect(() => formatCents(1.5)).toThrow();
  });

  it('derives net from gross, rounded half away from zero to whole cents', () => {
    expect(netCents(1999, 19)).toBe(1680); // 16.798…
    expect(netCents(2499, 19)).toBe(2100); // 20.9999…
    expect(netCents(1000, 7)).toBe(935); // 9.3457…
    expect(netCents(1070, 7)).toBe(1000);
    expect(netCents(1234, 0)).toBe(1234);
  });

  it('ends shop prices in .99/.95, .49/.99 below ten euros and on fives above a hundred', () => {
    expect(charmPrice(4321, 1)).toBe(4299);
    expect(charmPrice(4321, 3)).toBe(4295);
    expect(charmPrice(712, 1)).toBe(699);
    expect(charmPrice(12_340, 1)).toBe(12_499);
    expect(charmPrice(12_340, 4)).toBe(12_500);
    expect(convertedShopPrice(1999, 'PLN')).toBe(8599); // 85.96 → 85.99
    expect(convertedShopPrice(1999, 'GBP')).toBe(1699); // 17.19 → 16.99
  });
});

describe('price jsonb', () => {
  it('always has a linked EUR price, with a list price only when it is higher', () => {
    expect(currencyPrice(1999, 19, true, 2499)).toEqual({ gross: '19.99', net: '16.80', linked: true, listPrice: { gross: '24.99', net: '21.00' } });
    expect(currencyPrice(1999, 19, true, 1999)).toEqual({ gross: '19.99', net: '16.80', linked: true });
    expect(buildPrice({ gross: 1299 }, 7)).toEqual({ [CURRENCY_IDS.EUR]: { gross: '12.99', net: '12.14', linked: true } });
  });

  it('adds explicit, unlinked PLN and GBP prices when asked', () => {
    const price = buildPrice({ gross: 1999, list: 2499, explicitCurrencies: true }, 19);
    expect(Object.keys(price).sort()).toEqual([CURRENCY_IDS.EUR, CURRENCY_IDS.GBP, CURRENCY_IDS.PLN].sort());
    expect(price[CURRENCY_IDS.PLN]).toEqual({ gross: '85.99', net: '72.26', linked: false, listPrice: { gross: '106.99', net: '89.91' } });
    expect(price[CURRENCY_IDS.GBP]?.linked).toBe(false);
  });

  it('builds tier prices per quantity range, cheaper for more', () => {
    const tiers = buildTierPrices({ gross: 1299 }, 7);
    expect(tiers.map((tier) => [tier.quantityStart, tier.quantityEnd, tier.price[CURRENCY_IDS.EUR]?.gross])).toEqual([
      [1, 9, '12.99'],
      [10, 49, '12.29'],
      [50, null, '11.69'],
    ]);
  });

  it('takes the cheapest gross EUR over own price, tiers and variants', () => {
    const base = buildPrice({ gross: 2000 }, 19);
    expect(cheapestPrice({ price: base, tierPrices: [] })).toBe('20.00');
    expect(cheapestPrice({ price: base, tierPrices: buildTierPrices({ gross: 2000 }, 19) })).toBe('17.99');
    expect(
      cheapestPrice({ price: base, tierPrices: [] }, [
        { price: buildPrice({ gross: 1500 }, 19), tierPrices: [] },
        { price: buildPrice({ gross: 2500 }, 19), tierPrices: [] },
      ]),
    ).toBe('15.00');
  });
});
