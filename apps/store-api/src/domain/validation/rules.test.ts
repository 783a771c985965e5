import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { isEmail, Violations } from './rules.ts';

describe('Violations', () => {
  it('collects Shopware violation codes with pointers and throws them together', () => {
    const check = new Violations();
    expect(check.notBlank({ firstName: '  ' }, 'firstName')).toBeUndefined();
    check.minLength('short', 8, '/password');
    check.email('not-an-email', '/email');
    check.equal('a', 'b', '/emailConfirmation');
    check.choice('robot', ['private', 'business'], '/accountType');
    expect(() => check.throwIfAny()).toThrow(DomainError);
    try {
      check.throwIfAny();
    } catch (error) {
      const entries = (error as DomainError).problems;
      expect(entries.map((entry) => [entry.code, entry.pointer])).toEqual([
        ['VIOLATION::IS_BLANK_ERROR', '/firstName'],
        ['VIOLATION::TOO_SHORT_ERROR', '/password'],
        ['VIOLATION::INVALID_EMAIL_FORMAT_ERROR', '/email'],
        ['VIOLATION::NOT_EQUAL_ERROR', '/emailConfirmation'],
        ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/accountType'],
      ]);
      expect(entries[1]?.parameters?.['{{ limit }}']).toBe(8);
    }
  });

  it('trims values and accepts numbers as text', () => {
    const check = new Violations();
    expect(check.notBlank({ zipcode: 10115 }, 'zipcode')).toBe('10115');
    expect(check.notBlank({ city: ' Berlin ' }, 'city')).toBe('Berlin');
    expect(check.list).toEqual([]);
  });

  it('recognises e-mail addresses', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('a da@example.com')).toBe(false);
  });
});
