// One schema per account form, used by the browser (before submitting) and by the action (before
// calling the Store API). Messages are catalogue keys of the validation messages (docs/product-rules.md §5).
import * as z from 'zod/mini';
import { crossFieldCheck } from '../../lib/forms/cross-field.ts';
import { field } from '../../lib/forms/validate.ts';

const { required, optional, email, anyPassword, newPassword } = field;

export const loginSchema = z.object({ email: email(), password: anyPassword() });

/** The fields of an address (address book, registration, the checkout's billing address). */
export const addressShape = {
  salutationId: optional(),
  firstName: required(),
  lastName: required(),
  company: optional(),
  street: required(),
  zipcode: optional(),
  city: required(),
  countryId: required(),
  countryStateId: optional(),
};

export const addressSchema = z.object(addressShape);

export const registerSchema = z
  .object({
    ...addressShape,
    accountType: z.enum(['private', 'business'], 'forms.validation.required'),
    email: email(),
    emailConfirmation: email(),
    password: newPassword(),
    vatId: optional(),
  })
  .check(
    crossFieldCheck((form) => form.email === form.emailConfirmation, 'forms.validation.emailsMatch', 'emailConfirmation'),
    crossFieldCheck((form) => form.accountType !== 'business' || Boolean(form.company), 'forms.validation.required', 'company'),
  );

export const profileSchema = z
  .object({
    salutationId: optional(),
    title: optional(),
    firstName: required(),
    lastName: required(),
    accountType: z.optional(z.enum(['private', 'business'], 'forms.validation.required')),
    company: optional(),
    vatId: optional(),
  })
  .check(crossFieldCheck((form) => form.accountType !== 'business' || Boolean(form.company), 'forms.validation.required', 'company'));

export const changeEmailSchema = z
  .object({ email: email(), emailConfirmation: email(), password: anyPassword() })
  .check(crossFieldCheck((form) => form.email === form.emailConfirmation, 'forms.validation.emailsMatch', 'emailConfirmation'));

export const changePasswordSchema = z
  .object({ password: anyPassword(), newPassword: newPassword(), newPasswordConfirm: anyPassword() })
  .check(crossFieldCheck((form) => form.newPassword === form.newPasswordConfirm, 'forms.validation.passwordsMatch', 'newPasswordConfirm'));

export const recoverSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({ hash: z.string().check(z.minLength(1, 'forms.validation.required')), newPassword: newPassword(), newPasswordConfirm: anyPassword() })
  .check(crossFieldCheck((form) => form.newPassword === form.newPasswordConfirm, 'forms.validation.passwordsMatch', 'newPasswordConfirm'));
