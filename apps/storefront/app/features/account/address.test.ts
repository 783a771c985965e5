import { describe, expect, it } from 'vitest';
import { addressBody } from './address.ts';

describe('address body', () => {
  it('leaves out empty optional fields and trims values', () => {
    expect(addressBody({ firstName: ' Ada ', lastName: 'L', company: '', street: 'S', city: 'C', countryId: 'x', countryStateId: '' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      street: 'S',
      city: 'C',
      countryId: 'x',
    });
  });
});
