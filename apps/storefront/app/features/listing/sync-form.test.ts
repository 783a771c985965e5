// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from './listing-query.ts';
import { formDiffersFromQuery, syncFormFields } from './sync-form.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('syncFormFields', () => {
  it('sets checkboxes, radios, number fields and selects to the listing state in place', () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="properties" value="${A}" checked>
      <input type="checkbox" name="properties" value="${B}">
      <input type="radio" name="rating" value="" checked><input type="radio" name="rating" value="4">
      <input type="number" name="min-price" value="7">
      <input type="checkbox" name="shipping-free" value="1">
      <select name="order"><option value="name-asc">A</option><option value="price-asc">B</option></select>
    </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    syncFormFields(form, { ...EMPTY_QUERY, properties: [B], rating: 4, shippingFree: true }, { order: 'price-asc' });
    const checked = Array.from(form.querySelectorAll<HTMLInputElement>('input:checked')).map((input) => `${input.name}=${input.value}`);
    expect(checked).toEqual([`properties=${B}`, 'rating=4', 'shipping-free=1']);
    expect(form.querySelector<HTMLInputElement>('[name=min-price]')?.value).toBe('');
    expect(form.querySelector<HTMLSelectElement>('select')?.value).toBe('price-asc');
  });
});

describe('formDiffersFromQuery', () => {
  it('spots a choice made before hydration and nothing else', () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="properties" value="${A}">
      <select name="order"><option value="name-asc" selected>A</option><option value="price-asc">B</option></select>
      <select name="limit"><option value="10" selected>10</option><option value="20">20</option></select>
    </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const fallbacks = { order: 'name-asc', limit: '10' };
    expect(formDiffersFromQuery(form, EMPTY_QUERY, fallbacks)).toBe(false);
    (form.querySelector('select[name=order]') as HTMLSelectElement).value = 'price-asc';
    expect(formDiffersFromQuery(form, EMPTY_QUERY, fallbacks)).toBe(true);
    expect(formDiffersFromQuery(form, { ...EMPTY_QUERY, order: 'price-asc' }, fallbacks)).toBe(false);
    (form.querySelector('input') as HTMLInputElement).checked = true;
    expect(formDiffersFromQuery(form, { ...EMPTY_QUERY, order: 'price-asc' }, fallbacks)).toBe(true);
  });
});
