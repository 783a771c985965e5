import { describe, expect, it } from 'vitest';
import { blockedMethodNames, ContextPatchError, contextPatchFor, decideMethodSwitch, hasDigitalItems, salutationRequired } from './checkout-rules.ts';

const ID = '0123456789abcdef0123456789abcdef';
const standard = { id: 'a'.repeat(32), name: 'Standard' };
const express = { id: 'b'.repeat(32), name: 'Express' };
const pickup = { id: 'c'.repeat(32), name: 'Pickup' };

describe('contextPatchFor', () => {
  it('builds the PATCH /context body of each kind', () => {
    expect(contextPatchFor('shippingMethod', { id: ID })).toEqual({ shippingMethodId: ID });
    expect(contextPatchFor('paymentMethod', { id: ID.toUpperCase() })).toEqual({ paymentMethodId: ID });
    expect(contextPatchFor('billingAddress', { id: ID })).toEqual({ billingAddressId: ID });
    expect(contextPatchFor('shippingAddress', { id: ID })).toEqual({ shippingAddressId: ID });
  });

  it('throws the documented message without an object with an id', () => {
    expect(() => contextPatchFor('shippingMethod', undefined)).toThrow('You need to provide shipping method id in order to set shipping method.');
    expect(() => contextPatchFor('paymentMethod', {})).toThrow('You need to provide payment method id in order to set payment method.');
    expect(() => contextPatchFor('shippingAddress', { id: '' })).toThrow('You need to provide address id in order to set the address.');
    expect(() => contextPatchFor('billingAddress', ID)).toThrow(ContextPatchError);
  });

  it('rejects ids that are no Shopware ids', () => {
    try {
      contextPatchFor('paymentMethod', { id: '../../x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContextPatchError);
      expect((error as ContextPatchError).messageKey).toBe('checkout.context.paymentMethodIdMissing');
    }
  });
});

describe('decideMethodSwitch', () => {
  it('keeps an available, unblocked method', () => {
    expect(decideMethodSwitch(standard, [standard, express], [])).toEqual({ action: 'keep' });
  });

  it('switches a blocked method to the first other available one', () => {
    expect(decideMethodSwitch(standard, [standard, express, pickup], ['Standard'])).toEqual({ action: 'switch', from: standard, to: express });
  });

  it('switches a method missing from the available list', () => {
    expect(decideMethodSwitch(express, [pickup, standard], [])).toEqual({ action: 'switch', from: express, to: pickup });
  });

  it('never switches to another blocked method', () => {
    expect(decideMethodSwitch(standard, [standard, express, pickup], ['Standard', 'Express'])).toEqual({ action: 'switch', from: standard, to: pickup });
  });

  it('reports when nothing else is available', () => {
    expect(decideMethodSwitch(standard, [standard], ['Standard'])).toEqual({ action: 'none-available', from: standard });
    expect(decideMethodSwitch(null, [], [])).toEqual({ action: 'none-available', from: null });
  });
});

describe('blockedMethodNames', () => {
  const errors = [
    { messageKey: 'shipping-method-blocked', parameters: { name: 'Express' } },
    { messageKey: 'payment-method-blocked', parameters: { name: 'Cash on delivery' } },
    { messageKey: 'product-out-of-stock', parameters: { name: 'Shirt' } },
  ];
  it('reads the names per kind', () => {
    expect(blockedMethodNames(errors, 'shipping')).toEqual(['Express']);
    expect(blockedMethodNames(errors, 'payment')).toEqual(['Cash on delivery']);
  });
});

describe('hasDigitalItems', () => {
  it('recognises digital items by their is-download state', () => {
    expect(hasDigitalItems([{ states: ['is-physical'] }, { states: ['is-download'] }])).toBe(true);
    expect(hasDigitalItems([{ states: ['is-physical'] }, { states: null }])).toBe(false);
    expect(hasDigitalItems(undefined)).toBe(false);
  });
});

describe('salutationRequired', () => {
  it('is required only without a not_specified default', () => {
    expect(salutationRequired([{ key: 'mr' }, { key: 'mrs' }])).toBe(true);
    expect(salutationRequired([{ key: 'mr' }, { key: 'not_specified' }])).toBe(false);
  });
});
