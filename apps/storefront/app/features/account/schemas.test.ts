import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { translateMessage } from '../../lib/forms/messages.ts';
import { changeEmailSchema, changePasswordSchema, loginSchema, profileSchema, registerSchema, resetPasswordSchema } from './schemas.ts';
import { keepTypedValues, validateForm } from '../../lib/forms/validate.ts';

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

/** The message key per field, or nothing when the form is valid. */
function errorsOf(result: ReturnType<typeof validateForm>) {
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, message.key]));
}

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

  // Zod skips an object's refinements once a field failed in a way that aborts (an input missing from
  // the body, an account type that is none): a mismatching confirmation or a missing company would then
  // only show on a second submit. `without` drops inputs, as a browser does for an unchecked radio group.
  describe('report the cross-field errors together with the field errors on one submit', () => {
    const without = (values: Record<string, string>, ...fields: string[]) =>
      Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field)));

    it('registration: no account type chosen, inputs missing and a different e-mail confirmation', () => {
      expect(
        errorsOf(validateForm(registerSchema, { ...without(registration, 'accountType', 'firstName', 'street'), emailConfirmation: 'other@example.com' })),
      ).toEqual({
        accountType: 'forms.validation.required',
        firstName: 'forms.validation.required',
        street: 'forms.validation.required',
        emailConfirmation: 'forms.validation.emailsMatch',
      });
      expect(errorsOf(validateForm(registerSchema, { ...registration, accountType: 'someone', emailConfirmation: 'other@example.com' }))).toEqual({
        accountType: 'forms.validation.required',
        emailConfirmation: 'forms.validation.emailsMatch',
      });
    });

    it('registration: a business without its company, with blanks, missing inputs and a short password', () => {
      expect(
        errorsOf(
          validateForm(registerSchema, { ...without(registration, 'lastName', 'countryId', 'company'), accountType: 'business', city: '', password: 'short' }),
        ),
      ).toEqual({
        lastName: 'forms.validation.required',
        city: 'forms.validation.required',
        countryId: 'forms.validation.required',
        password: 'forms.validation.minLength',
        company: 'forms.validation.required',
      });
    });

    it('registration: an empty form names each field once, without a mismatch for two empty e-mails', () => {
      const empty = Object.fromEntries(Object.keys(registration).map((field) => [field, '']));
      expect(errorsOf(validateForm(registerSchema, { ...empty, accountType: 'business' }))).toEqual({
        firstName: 'forms.validation.required',
        lastName: 'forms.validation.required',
        street: 'forms.validation.required',
        city: 'forms.validation.required',
        countryId: 'forms.validation.required',
        email: 'forms.validation.required',
        emailConfirmation: 'forms.validation.required',
        password: 'forms.validation.required',
        company: 'forms.validation.required',
      });
    });

    it('profile: a business without its company and without a name', () => {
      expect(errorsOf(validateForm(profileSchema, { accountType: 'business', lastName: 'Lovelace', company: '' }))).toEqual({
        firstName: 'forms.validation.required',
        company: 'forms.validation.required',
      });
      // Without an account type nobody is a business: only the names are asked for.
      expect(errorsOf(validateForm(profileSchema, {}))).toEqual({ firstName: 'forms.validation.required', lastName: 'forms.validation.required' });
    });

    it('change e-mail: no current password and a different confirmation', () => {
      expect(errorsOf(validateForm(changeEmailSchema, { email: 'ada@example.com', emailConfirmation: 'ada@example.org' }))).toEqual({
        password: 'forms.validation.required',
        emailConfirmation: 'forms.validation.emailsMatch',
      });
    });

    it('change password: no current password, a short new one and a different repetition', () => {
      const result = validateForm(changePasswordSchema, { newPassword: 'short', newPasswordConfirm: 'other' });
      expect(errorsOf(result)).toEqual({
        password: 'forms.validation.required',
        newPassword: 'forms.validation.minLength',
        newPasswordConfirm: 'forms.validation.passwordsMatch',
      });
      // The message keeps its catalogue key and text, in the browser and on the server alike.
      if (!result.ok) expect(translateMessage(en, result.errors.newPasswordConfirm!)).toBe('The passwords do not match');
    });

    it('reset password: no hash and a different repetition', () => {
      expect(errorsOf(validateForm(resetPasswordSchema, { newPassword: 'a brand new password', newPasswordConfirm: 'a brand new passwort' }))).toEqual({
        hash: 'forms.validation.required',
        newPasswordConfirm: 'forms.validation.passwordsMatch',
      });
    });

    it('a body that is no object fails as such, without running the checks on it', () => {
      const result = registerSchema.safeParse('not a form');
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code)).toEqual(['invalid_type']);
    });
  });

  it('never sends passwords back to the page', () => {
    expect(keepTypedValues({ email: 'a@b.c', password: 'x', newPasswordConfirm: 'y', hash: 'h' })).toEqual({ email: 'a@b.c' });
  });
});
