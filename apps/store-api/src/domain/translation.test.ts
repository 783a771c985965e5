import { describe, expect, it } from 'vitest';
import { translate } from './translation.ts';

describe('translate', () => {
  it('falls back along the language chain field by field', () => {
    const translations = { pl: { name: 'Odzież' }, en: { name: 'Clothing', description: 'All clothes' } };
    expect(translate(translations, { ids: ['pl', 'en'] }, ['name', 'description', 'keywords'])).toEqual({
      name: 'Odzież',
      description: 'All clothes',
      keywords: null,
    });
  });
});
