// The checkout's own forms: who orders (guest or new account, billing and an optional different
// shipping address) and the order confirmation. Used by the browser and by the action alike.
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../account/forms/schemas.ts';

/** Inputs of the different shipping address carry this prefix (`shippingAddress.street`). */
export const SHIPPING_PREFIX = 'shippingAddress.';

const text = (max = 255) => z.string().check(z.trim(), z.maxLength(max, 'forms.validation.maxLength'));
const required = () => z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.maxLength(255, 'forms.validation.maxLength'));
const optional = () => z.optional(text());

const filled = (value: string | undefined) => (value ?? '').trim() !== '';
const checked = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';

/** The parsed form by input name (the shipping inputs have computed names). */
const inputs = (form: unknown) => form as Record<string, string | undefined>;

const SHIPPING_REQUIRED = ['firstName', 'lastName', 'street', 'city', 'countryId'] as const;

/**
 * Zod runs an object's refinements only when all its fields passed, so a form missing its name would
 * report the password and the shipping address on the next submit only. The conditional checks read just
 * their own inputs, so they run whenever the form is an object at all: one submit names every error.
 */
const evenWithFieldErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Checkbox 'Do not create a customer account' (checked: guest order) and 'different shipping address'. */
export function customerSchema(salutationRequired: boolean) {
  return z
    .object({
      salutationId: salutationRequired ? required() : optional(),
      firstName: required(),
      lastName: required(),
      email: z.string().check(z.trim(), z.minLength(1, 'forms.validation.required'), z.email('forms.validation.email'), z.maxLength(254, 'forms.validation.maxLength')),
      guest: optional(),
      // Ignored for guests; a typed password must still be a usable one.
      password: z.optional(z.string().check(z.minLength(PASSWORD_MIN_LENGTH, 'forms.validation.minLength'), z.maxLength(4096, 'forms.validation.maxLength'))),
      company: optional(),
      street: required(),
      zipcode: optional(),
      city: required(),
      countryId: required(),
      countryStateId: optional(),
      differentShipping: optional(),
      [`${SHIPPING_PREFIX}salutationId`]: optional(),
      [`${SHIPPING_PREFIX}firstName`]: optional(),
      [`${SHIPPING_PREFIX}lastName`]: optional(),
      [`${SHIPPING_PREFIX}company`]: optional(),
      [`${SHIPPING_PREFIX}street`]: optional(),
      [`${SHIPPING_PREFIX}zipcode`]: optional(),
      [`${SHIPPING_PREFIX}city`]: optional(),
      [`${SHIPPING_PREFIX}countryId`]: optional(),
      [`${SHIPPING_PREFIX}countryStateId`]: optional(),
    })
    .check(
      z.refine((form) => checked(form.guest) || (form.password ?? '').length > 0, { error: 'forms.validation.required', path: ['password'], ...evenWithFieldErrors }),
      ...SHIPPING_REQUIRED.map((field) =>
        z.refine((form) => !checked(inputs(form).differentShipping) || filled(inputs(form)[`${SHIPPING_PREFIX}${field}`]), {
          error: 'forms.validation.required',
          path: [`${SHIPPING_PREFIX}${field}`],
          ...evenWithFieldErrors,
        }),
      ),
      z.refine((form) => !salutationRequired || !checked(inputs(form).differentShipping) || filled(inputs(form)[`${SHIPPING_PREFIX}salutationId`]), {
        error: 'forms.validation.required',
        path: [`${SHIPPING_PREFIX}salutationId`],
        ...evenWithFieldErrors,
      }),
    );
}

export type CustomerForm = z.infer<ReturnType<typeof customerSchema>>;

export function isChecked(value: string | undefined): boolean {
  return checked(value);
}
