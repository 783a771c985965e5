import { describe, expect, it } from 'vitest';
import { formTargetLoader } from './form-target.ts';

describe('formTargetLoader', () => {
  it('sends a GET of a form target to the home page of the locale in its path', () => {
    const at = (path: string) => formTargetLoader({ url: new URL(`http://shop.test${path}`) });
    expect(at('/pl-PL/cart/add').headers.get('location')).toBe('/pl-PL');
    expect(at('/cart/add').headers.get('location')).toBe('/');
    expect(at('/pl-PL/session/currency').status).toBe(302);
  });
});
