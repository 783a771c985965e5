// A small cart calculation input for the cart processors' unit tests: one 10.00 EUR mug (19 %) twice,
// a standard shipping method (4.90 below 50, free from 50), an invoice payment, Germany.
import type { CalculationInput, CartProduct, PromotionDefinition } from '../../src/domain/cart/types.ts';

export const EUR = 'eur';

export function cartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 'p1',
    parentId: null,
    hasVariants: false,
    name: 'Mug',
    productNumber: 'M-1',
    price: { [EUR]: { gross: '10.00', net: '8.40' } },
    tiers: [],
    taxId: 't19',
    taxRate: 19,
    minPurchase: 1,
    purchaseSteps: 1,
    calculatedMaxPurchase: 100,
    maxPurchase: null,
    stock: 50,
    isCloseout: false,
    shippingFree: false,
    isDownload: false,
    weight: 0.3,
    deliveryTime: { id: 'dt', name: '1-3 days', min: 1, max: 3, unit: 'day' },
    payload: {},
    ...overrides,
  };
}

export function cartInput(overrides: Partial<CalculationInput> = {}): CalculationInput {
  return {
    data: { items: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 2 }], addedCodes: [], blockedPromotionIds: [] },
    products: new Map([['p1', cartProduct()]]),
    codePromotions: new Map(),
    automaticPromotions: [],
    shipping: {
      id: 's',
      name: 'Standard',
      active: true,
      availability: {},
      deliveryTime: null,
      prices: [
        { calculation: 'price', start: 0, end: 49.99, price: { [EUR]: { gross: '4.90', net: '4.12' } } },
        { calculation: 'price', start: 50, end: null, price: { [EUR]: { gross: '0.00', net: '0.00' } } },
      ],
    },
    payment: { id: 'pay', name: 'Invoice', active: true, availability: {} },
    price: { currencyId: EUR, defaultCurrencyId: EUR, currencyFactor: 1, decimals: 2, displayGross: true },
    loggedIn: false,
    shippingLocation: { countryId: 'de', countryIso: 'DE', countryName: 'Germany', shippingAvailable: true },
    now: new Date('2026-11-22T10:00:00Z'),
    token: 'token',
    shippingMethodEntity: { id: 's' },
    locationCountryEntity: { id: 'de' },
    ...overrides,
  };
}

export function promotion(overrides: Partial<PromotionDefinition> = {}): PromotionDefinition {
  return {
    id: 'promo',
    name: 'Ten off',
    code: 'TEN',
    useCodes: true,
    priority: 1,
    preventCombination: false,
    exclusionIds: [],
    conditions: {},
    discounts: [{ id: 'disc', scope: 'cart', type: 'percentage', value: 10 }],
    ...overrides,
  };
}
