// Field and form messages as catalogue keys, translated where they are rendered (server or browser).
import type { MessageKey } from '../../i18n/message-key.ts';
import type { TFunction } from '../../i18n/translator.ts';

export interface FieldMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** Catalogue key of the field's label, inserted as {{field}}. */
  label?: MessageKey;
}

export type FieldErrors = Record<string, FieldMessage>;

const KNOWN_FIELDS = [
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
] as const;

type KnownField = (typeof KNOWN_FIELDS)[number];

const isKnownField = (field: string): field is KnownField => (KNOWN_FIELDS as readonly string[]).includes(field);

/** Label key of a form field: `billingAddress.street` is labelled "Street". */
export function fieldLabelKey(field: string): MessageKey {
  const last = field.split('.').pop() ?? field;
  return isKnownField(last) ? `forms.fields.${last}` : 'forms.fields.value';
}

export function translateMessage(t: TFunction, message: FieldMessage): string {
  const params: Record<string, string | number> = { ...message.params };
  if (message.label) params.field = t(message.label);
  return t(message.key, params);
}
