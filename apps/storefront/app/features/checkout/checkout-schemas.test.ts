import { describe, expect, it } from 'vitest';
import { validateForm } from '../../lib/forms/validate.ts';
import { checkoutSchema, customerSchema } from './checkout-schemas.ts';

const BASE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', street: 'Compiler Lane 7', city: 'Berlin', countryId: 'c'.repeat(32) };

function errorsOf(values: Record<string, string>, salutationRequired = false) {
  const result = validateForm(customerSchema(salutationRequired), values);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, message.key]));
}

describe('customerSchema', () => {
  it('accepts a guest without a password', () => {
    expect(errorsOf({ ...BASE, guest: 'on' })).toEqual({});
  });

  it('needs a password of at least 8 characters for an account', () => {
    expect(errorsOf({ ...BASE })).toEqual({ password: 'forms.validation.required' });
    expect(errorsOf({ ...BASE, password: 'short' })).toEqual({ password: 'forms.validation.minLength' });
    expect(errorsOf({ ...BASE, password: 'long enough' })).toEqual({});
  });

  it('needs the different shipping address only when it is asked for', () => {
    expect(errorsOf({ ...BASE, guest: 'on', 'shippingAddress.street': '' })).toEqual({});
    expect(errorsOf({ ...BASE, guest: 'on', differentShipping: 'on', 'shippingAddress.firstName': 'Ada' })).toEqual({
      'shippingAddress.lastName': 'forms.validation.required',
      'shippingAddress.street': 'forms.validation.required',
      'shippingAddress.city': 'forms.validation.required',
      'shippingAddress.countryId': 'forms.validation.required',
    });
  });

  it('requires salutations when the shop has no default', () => {
    expect(errorsOf({ ...BASE, guest: 'on' }, true)).toEqual({ salutationId: 'forms.validation.required' });
    expect(errorsOf({ ...BASE, guest: 'on', salutationId: 's'.repeat(32) }, true)).toEqual({});
  });

  it('reports the conditional fields together with the missing required ones on one submit', () => {
    // Zod skips object-level refinements while a field fails; the shopper would only learn about the
    // password or the shipping address on a second submit.
    expect(errorsOf({ email: 'grace@example.com', differentShipping: 'on', 'shippingAddress.firstName': 'Ada' }, true)).toEqual({
      salutationId: 'forms.validation.required',
      firstName: 'forms.validation.required',
      lastName: 'forms.validation.required',
      street: 'forms.validation.required',
      city: 'forms.validation.required',
      countryId: 'forms.validation.required',
      password: 'forms.validation.required',
      'shippingAddress.salutationId': 'forms.validation.required',
      'shippingAddress.lastName': 'forms.validation.required',
      'shippingAddress.street': 'forms.validation.required',
      'shippingAddress.city': 'forms.validation.required',
      'shippingAddress.countryId': 'forms.validation.required',
    });
    expect(errorsOf({ email: 'grace@example.com', password: 'short' })).toMatchObject({
      firstName: 'forms.validation.required',
      password: 'forms.validation.minLength',
    });
  });

  it('names the missing fields of the billing address', () => {
    expect(errorsOf({ email: 'not-an-address', guest: 'on' })).toMatchObject({
      firstName: 'forms.validation.required',
      street: 'forms.validation.required',
      email: 'forms.validation.email',
    });
  });
});

describe('checkoutSchema', () => {
  const METHODS = { shippingMethodId: 'a'.repeat(32), paymentMethodId: 'b'.repeat(32) };
  const options = { newCustomer: false, salutationRequired: false, needsRevocationWaiver: false, virtual: false };
  const errors = (values: Record<string, string>, overrides: Partial<typeof options> = {}) => {
    const result = validateForm(checkoutSchema({ ...options, ...overrides }), values);
    return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, message.key]));
  };

  it('requires the terms, and the revocation waiver only for digital items', () => {
    expect(errors(METHODS)).toEqual({ tos: 'checkout.confirm.tosRequired' });
    expect(errors({ ...METHODS, tos: 'on' })).toEqual({});
    expect(errors({ ...METHODS, tos: 'on' }, { needsRevocationWaiver: true })).toEqual({ revocation: 'checkout.confirm.revocationRequired' });
    expect(errors({ ...METHODS, tos: 'on', revocation: 'on' }, { needsRevocationWaiver: true })).toEqual({});
  });

  it('names a missing method; downloads need no shipping method', () => {
    expect(errors({ tos: 'on' })).toEqual({ shippingMethodId: 'checkout.methods.shippingRequired', paymentMethodId: 'checkout.methods.paymentRequired' });
    expect(errors({ tos: 'on', paymentMethodId: 'b'.repeat(32) }, { virtual: true })).toEqual({});
  });

  it('checks the customer, the methods and the consents of a new customer on one submit', () => {
    expect(errors({ ...METHODS, email: 'grace@example.com', guest: 'on' }, { newCustomer: true })).toEqual({
      firstName: 'forms.validation.required',
      lastName: 'forms.validation.required',
      street: 'forms.validation.required',
      city: 'forms.validation.required',
      countryId: 'forms.validation.required',
      tos: 'checkout.confirm.tosRequired',
    });
    expect(errors({ ...METHODS, ...BASE, guest: 'on', tos: 'on' }, { newCustomer: true })).toEqual({});
  });
});
