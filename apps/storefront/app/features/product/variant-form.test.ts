import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from './review-form.ts';
import { parseReviewForm } from './review-form.server.ts';
import { foundVariantId, parseVariantChoice } from './variant-form.ts';

const P = 'a'.repeat(32);
const G1 = 'b'.repeat(32);
const G2 = 'c'.repeat(32);
const O1 = 'd'.repeat(32);
const O2 = 'e'.repeat(32);
const O3 = 'f'.repeat(32);

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('variant form', () => {
  it('merges the current options with the switched one', () => {
    const choice = parseVariantChoice(
      form([
        ['productId', P],
        ['option', `${G1}:${O1}`],
        ['option', `${G2}:${O2}`],
        ['switch', `${G1}:${O3}`],
      ]),
    );
    expect(choice).toEqual({ productId: P, options: { [G1]: O3, [G2]: O2 }, switchedGroup: G1 });
  });

  it('rejects forms without a product or options, and ids that are no ids', () => {
    expect(parseVariantChoice(form([['option', `${G1}:${O1}`]]))).toBeNull();
    expect(
      parseVariantChoice(
        form([
          ['productId', P],
          ['switch', 'x:y'],
        ]),
      ),
    ).toBeNull();
    expect(parseVariantChoice(null)).toBeNull();
  });

  it('reads the found variant in the OAS (wrapped) and the 6.6 (flat) shape', () => {
    expect(foundVariantId({ foundCombination: { variantId: O1, options: [] } })).toBe(O1);
    expect(foundVariantId({ variantId: O2 })).toBe(O2);
    expect(foundVariantId({ foundCombination: {} })).toBeNull();
  });
});

describe('review form', () => {
  const valid: [string, string][] = [
    ['productId', P],
    ['title', 'Great shirt'],
    ['content', 'x'.repeat(REVIEW_LIMITS.contentMin)],
    ['points', '4'],
  ];

  it('accepts what the Store API accepts', () => {
    expect(parseReviewForm(form(valid))).toMatchObject({ productId: P, points: 4 });
  });

  it('rejects short texts and points outside 1–5', () => {
    expect(parseReviewForm(form(valid.map(([name, value]) => [name, name === 'content' ? 'too short' : value])))).toBeNull();
    expect(parseReviewForm(form(valid.map(([name, value]) => [name, name === 'points' ? '6' : value])))).toBeNull();
    expect(parseReviewForm(form(valid.map(([name, value]) => [name, name === 'title' ? ' ab ' : value])))).toBeNull();
  });
});
