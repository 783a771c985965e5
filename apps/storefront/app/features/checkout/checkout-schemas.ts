// The checkout's one form: who orders (guest or new account, billing and an optional different
// shipping address — only without a customer in the session), the methods, the comment and the
// consents. Used by the browser and by the action alike, so one submit names every refusal.
import * as z from 'zod/mini';
import { crossFieldCheck } from '../../lib/forms/cross-field.ts';
import { addressShape } from '../account/index.ts';
import { field } from '../../lib/forms/validate.ts';

/** Inputs of the different shipping address carry this prefix (`shippingAddress.street`). */
export const SHIPPING_PREFIX = 'shippingAddress.';

const { required, optional, email, newPassword } = field;

// They take any value: the cross-field checks also see inputs that failed or are missing.
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const checked = (value: unknown) => value === 'on' || value === 'true' || value === '1' || value === 'yes';

const SHIPPING_REQUIRED = ['firstName', 'lastName', 'street', 'city', 'countryId'] as const;

function customerFields(salutationRequired: boolean) {
  return {
    ...addressShape,
    salutationId: salutationRequired ? required() : optional(),
    email: email(),
    guest: optional(),
    // Ignored for guests; a typed password must still be a usable one.
    password: z.optional(newPassword()),
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
  };
}

type Values = Record<string, unknown>;

function customerChecks(salutationRequired: boolean) {
  return [
    crossFieldCheck<Values>(
      (form) => checked(form.guest) || (typeof form.password === 'string' && form.password.length > 0),
      'forms.validation.required',
      'password',
    ),
    ...SHIPPING_REQUIRED.map((field) =>
      crossFieldCheck<Values>(
        (form) => !checked(form.differentShipping) || filled(form[`${SHIPPING_PREFIX}${field}`]),
        'forms.validation.required',
        `${SHIPPING_PREFIX}${field}`,
      ),
    ),
    crossFieldCheck<Values>(
      (form) => !salutationRequired || !checked(form.differentShipping) || filled(form[`${SHIPPING_PREFIX}salutationId`]),
      'forms.validation.required',
      `${SHIPPING_PREFIX}salutationId`,
    ),
  ];
}

/** Checkbox 'Do not create a customer account' (checked: guest order) and 'different shipping address'. */
export function customerSchema(salutationRequired: boolean) {
  return z.object(customerFields(salutationRequired)).check(...customerChecks(salutationRequired));
}

export interface CheckoutSchemaOptions {
  /** No customer in the session yet: the form registers one (guest or account). */
  newCustomer: boolean;
  salutationRequired: boolean;
  needsRevocationWaiver: boolean;
  /** Downloads only: no shipping method is asked for. */
  virtual: boolean;
}

/**
 * The whole checkout form. Method ids are required here (a missing one names its group); whether
 * the id is usable is the Store API's answer to PATCH /context.
 */
export function checkoutSchema({ newCustomer, salutationRequired, needsRevocationWaiver, virtual }: CheckoutSchemaOptions) {
  const order = {
    shippingMethodId: optional(),
    paymentMethodId: optional(),
    customerComment: optional(5000),
    tos: optional(),
    revocation: optional(),
  };
  const consents = [
    crossFieldCheck<Values>((form) => virtual || filled(form.shippingMethodId), 'checkout.methods.shippingRequired', 'shippingMethodId'),
    crossFieldCheck<Values>((form) => filled(form.paymentMethodId), 'checkout.methods.paymentRequired', 'paymentMethodId'),
    crossFieldCheck<Values>((form) => checked(form.tos), 'checkout.confirm.tosRequired', 'tos'),
    crossFieldCheck<Values>((form) => !needsRevocationWaiver || checked(form.revocation), 'checkout.confirm.revocationRequired', 'revocation'),
  ];
  if (!newCustomer) return z.object(order).check(...consents);
  return z.object({ ...customerFields(salutationRequired), ...order }).check(...customerChecks(salutationRequired), ...consents);
}

export function isChecked(value: string | undefined): boolean {
  return checked(value);
}
