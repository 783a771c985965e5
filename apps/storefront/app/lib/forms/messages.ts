// Field and form messages as catalogue keys, translated where they are rendered (server or browser).
import type { TFunction } from '../../i18n/translator.ts';

export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
  /** Catalogue key of the field's label, inserted as {{field}}. */
  label?: string;
}

export type FieldErrors = Record<string, FieldMessage>;

const KNOWN_FIELDS = new Set([
  'accountType',
  'salutationId',
  'title',
  'firstName',
  'lastName',
  'email',
  'emailConfirmation',
  'password',
  'passwordConfirmation',
  'newPassword',
  'newPasswordConfirm',
  'company',
  'department',
  'vatId',
  'street',
  'zipcode',
  'city',
  'countryId',
  'countryStateId',
  'phoneNumber',
  'additionalAddressLine1',
  'additionalAddressLine2',
  'subject',
  'comment',
  'birthday',
  'paymentMethodId',
]);

/** Label key of a form field: `billingAddress.street` is labelled "Street". */
export function fieldLabelKey(field: string): string {
  const last = field.split('.').pop() ?? field;
  return KNOWN_FIELDS.has(last) ? `forms.fields.${last}` : 'forms.fields.value';
}

export function translateMessage(t: TFunction, message: FieldMessage): string {
  const params: Record<string, string | number> = { ...message.params };
  if (message.label) params.field = t(message.label);
  return t(message.key, params);
}
