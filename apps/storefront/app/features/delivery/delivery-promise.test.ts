import { describe, expect, it } from 'vitest';
import { calculatedPriceFixture } from '../../../test/fixtures.ts';
import { formatPrice } from '../product-data/index.ts';
import { deliveryPromise, freeDeliveryThreshold, type ShippingCostEntry } from './delivery-promise.ts';

// Intl puts thin and no-break spaces around dashes and before units: compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
const EUR = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
const germany = { id: 'de', name: 'Germany' };
const countries = [germany, { id: 'at', name: 'Austria' }];

function entry(id: string, total: number, prices: Array<[start: number, gross: number]> = []): ShippingCostEntry {
  return {
    shippingCost: calculatedPriceFixture(total),
    deliveryDate: { earliest: '2026-12-08T09:00:00+00:00', latest: '2026-12-10T09:00:00+00:00' },
    shippingMethod: {
      id,
      name: id,
      technicalName: id,
      deliveryTimeId: 't',
      translated: { deliveryTimeId: 't', description: '', mediaId: '', name: id, taxType: '', technicalName: id, trackingUrl: '' },
      prices: prices.map(([start, gross], index) => ({
        id: `${id}-${index}`,
        shippingMethodId: id,
        calculation: 2,
        quantityStart: start,
        currencyPrice: [{ currencyId: EUR, gross, net: gross, linked: false }],
      })),
    },
  };
}

const options = (locale: string, methodId?: string) => ({
  methodId,
  currencyId: EUR,
  locale,
  money: (value: number) => plain(formatPrice(value, locale, 'EUR')),
  country: germany,
  countries,
});

describe('delivery promise', () => {
  it('promises the chosen method, else the first, with cost, window and the free threshold', () => {
    const entries = [
      entry('standard', 4.9, [
        [0, 4.9],
        [50, 0],
      ]),
      entry('express', 9.9, [[0, 9.9]]),
    ];
    const promised = deliveryPromise(entries, options('en-GB'));
    expect(promised && { ...promised, window: plain(promised.window) }).toEqual({
      countryId: 'de',
      country: 'Germany',
      cost: '€4.90',
      window: 'Tue 8 Dec – Thu 10 Dec',
      freeFrom: '€50.00',
      countries,
    });
    const german = deliveryPromise(entries, options('de-DE', 'express'));
    expect(german && { ...german, window: plain(german.window) }).toMatchObject({ cost: '9,90 €', window: 'Di., 8. – Do., 10. Dez.', freeFrom: null });
    expect(deliveryPromise(entries, options('en-GB', 'gone'))?.cost).toBe('€4.90');
  });

  it('says free without a threshold once delivery costs nothing, and promises nothing without methods or dates', () => {
    expect(
      deliveryPromise(
        [
          entry('standard', 0, [
            [0, 4.9],
            [50, 0],
          ]),
        ],
        options('en-GB'),
      ),
    ).toMatchObject({ cost: null, freeFrom: null });
    expect(deliveryPromise([], options('en-GB'))).toBeNull();
    const undated = { ...entry('standard', 4.9), deliveryDate: {} };
    expect(deliveryPromise([undated], options('en-GB'))).toBeNull();
  });

  it('finds the free range only among cart-value prices starting above zero', () => {
    const method = entry('m', 4.9, [
      [0, 4.9],
      [80, 0],
      [50, 0],
    ]).shippingMethod;
    expect(freeDeliveryThreshold(method, EUR)).toBe(50);
    const byQuantity = { ...method, prices: (method.prices ?? []).map((row) => ({ ...row, calculation: 1 })) };
    expect(freeDeliveryThreshold(byQuantity, EUR)).toBeNull();
    expect(freeDeliveryThreshold(entry('n', 4.9, [[0, 0]]).shippingMethod, EUR)).toBeNull();
  });
});
