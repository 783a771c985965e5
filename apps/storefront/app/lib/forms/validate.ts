// The form kit's validation: the field rules every form's schema is built from, and running a schema
// over a form's values with the catalogue's messages (docs/product-rules.md §5). Used in the browser and by actions.
import * as z from 'zod/mini';
import { isMessageKey } from '../../i18n/i18n.ts';
import { fieldLabelKey, type FieldErrors } from './messages.ts';

/** Shopware's default `core.loginRegistration.passwordMinLength`. */
export const PASSWORD_MIN_LENGTH = 8;

const text = (max = 255) => z.string().check(z.trim(), z.maxLength(max, 'forms.validation.maxLength'));

/** The field rules every form's schema is built from (the checkout's too), with the catalogue's messages. */
export const field = {
  required: (max = 255) => z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.maxLength(max, 'forms.validation.maxLength')),
  optional: (max = 255) => z.optional(text(max)),
  email: () =>
    z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.email('forms.validation.email'), z.maxLength(254, 'forms.validation.maxLength')),
  anyPassword: () => z.string().check(z.minLength(1, 'forms.validation.required'), z.maxLength(4096, 'forms.validation.maxLength')),
  newPassword: () =>
    z
      .string()
      .check(
        z.minLength(1, 'forms.validation.required'),
        z.minLength(PASSWORD_MIN_LENGTH, 'forms.validation.minLength'),
        z.maxLength(4096, 'forms.validation.maxLength'),
      ),
};

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
    const key = CATALOGUE_KEY.test(issue.message) && isMessageKey(issue.message) ? issue.message : 'forms.validation.required';
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
