// One schema per form, used by the browser (before submitting) and by the action (before calling
// the Store API). Messages are catalogue keys of the spec's validation catalogue (§5).
import * as z from 'zod/mini';
import { crossFieldCheck } from './cross-field.ts';
import { fieldLabelKey, type FieldErrors } from './messages.ts';

/** Shopware's default `core.loginRegistration.passwordMinLength`. */
export const PASSWORD_MIN_LENGTH = 8;

const text = (max = 255) => z.string().check(z.trim(), z.maxLength(max, 'forms.validation.maxLength'));

/** The field rules every form's schema is built from (the checkout's too), with the catalogue's messages. */
export const field = {
  required: (max = 255) => z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.maxLength(max, 'forms.validation.maxLength')),
  optional: (max = 255) => z.optional(text(max)),
  email: () => z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.email('forms.validation.email'), z.maxLength(254, 'forms.validation.maxLength')),
  anyPassword: () => z.string().check(z.minLength(1, 'forms.validation.required'), z.maxLength(4096, 'forms.validation.maxLength')),
  newPassword: () =>
    z.string().check(z.minLength(1, 'forms.validation.required'), z.minLength(PASSWORD_MIN_LENGTH, 'forms.validation.minLength'), z.maxLength(4096, 'forms.validation.maxLength')),
};

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

export const newsletterSchema = z.object({ email: email() });

export const contactSchema = z.object({
  salutationId: required(),
  firstName: optional(),
  lastName: optional(),
  email: email(),
  phone: optional(),
  subject: required(),
  comment: required(5000),
});

export type FormValues = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Empty optional inputs count as missing, so `z.optional` accepts them. */
function withoutEmptyOptionals(values: FormValues): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) result[key] = value.trim() === '' ? undefined : value;
  return result;
}

const CATALOGUE_KEY = /^(forms|checkout|account)\.[A-Za-z.]+$/;

export function validateForm<T>(schema: z.ZodMiniType<T>, values: FormValues): Validation<T> {
  const prepared = withoutEmptyOptionals(values);
  // Required fields still see '' (not undefined), so their message is "required", not a type error.
  for (const [key, value] of Object.entries(prepared)) if (value === undefined) prepared[key] = isRequired(schema, key) ? '' : undefined;
  const result = schema.safeParse(prepared);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field]) continue;
    const params: Record<string, number> = {};
    if ('minimum' in issue && typeof issue.minimum === 'number') params.min = issue.minimum;
    if ('maximum' in issue && typeof issue.maximum === 'number') params.max = issue.maximum;
    // Catalogue keys (`forms.…`, `checkout.…`) are the schemas' own messages; anything else is Zod's.
    const key = CATALOGUE_KEY.test(issue.message) ? issue.message : 'forms.validation.required';
    errors[field] = { key, params, label: fieldLabelKey(field) };
  }
  return { ok: false, errors };
}

function isRequired(schema: z.ZodMiniType, key: string): boolean {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, z.ZodMiniType> } } })._zod?.def?.shape;
  const field = shape?.[key];
  return field !== undefined && !field.safeParse(undefined).success;
}

/** The values of a form as strings (files and repeated names are ignored). */
export function formValuesOf(form: FormData | null): FormValues {
  const values: FormValues = {};
  if (!form) return values;
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in values)) values[key] = value;
  return values;
}

/** What is sent back to re-fill a form after a validation error: never passwords. */
export function keepTypedValues(values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const [key, value] of Object.entries(values)) if (!/password/i.test(key) && key !== 'hash') kept[key] = value.slice(0, 5000);
  return kept;
}
