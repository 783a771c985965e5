import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../i18n/i18n.ts';
import { translateMessage } from './messages.ts';
import { changePasswordSchema, keepTypedValues, loginSchema, registerSchema, validateForm } from './schemas.ts';

const en = i18nFor('en-GB').t;

const registration = {
  accountType: 'private',
  salutationId: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  password: 'correct horse',
  company: '',
  vatId: '',
  street: 'Main St 1',
  zipcode: '12345',
  city: 'Berlin',
  countryId: 'abc',
  countryStateId: '',
};

describe('form schemas', () => {
  it('require the login fields with the catalogue messages', () => {
    const result = validateForm(loginSchema, { email: 'not-an-email', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translateMessage(en, result.errors.email!)).toBe('Please enter a valid e-mail address.');
    expect(translateMessage(en, result.errors.password!)).toBe('Value is required');
  });

  it('accepts a private registration and trims values', () => {
    const result = validateForm(registerSchema, { ...registration, firstName: '  Ada ' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.firstName).toBe('Ada');
  });

  it('asks a business for its company, the e-mail twice and a long password', () => {
    const result = validateForm(registerSchema, { ...registration, accountType: 'business', emailConfirmation: 'other@example.com', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.company?.key).toBe('forms.validation.required');
    expect(translateMessage(en, result.errors.emailConfirmation!)).toBe('The e-mail addresses do not match.');
    expect(translateMessage(en, result.errors.password!)).toBe('Minimum length is 8');
  });

  it('checks the repeated new password', () => {
    const result = validateForm(changePasswordSchema, { password: 'old', newPassword: 'new password', newPasswordConfirm: 'other' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(translateMessage(en, result.errors.newPasswordConfirm!)).toBe('The passwords do not match');
  });

  it('never sends passwords back to the page', () => {
    expect(keepTypedValues({ email: 'a@b.c', password: 'x', newPasswordConfirm: 'y', hash: 'h' })).toEqual({ email: 'a@b.c' });
  });
});
