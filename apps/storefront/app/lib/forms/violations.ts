// Store API violations (HTTP 400, code VIOLATION::*, source.pointer) → messages on form fields
// (docs/product-rules.md §5: blank, too short, invalid, VAT and postal-code format, wrong password, e-mail in use).
import type { StoreApiErrorEntry } from '../store-api/errors.ts';
import { fieldLabelKey, type FieldErrors, type FieldMessage } from './messages.ts';

export interface ViolationOptions {
  /** Pointer-derived field names (`billingAddress.zipcode`) → the form's input names. */
  aliases?: Readonly<Record<string, string>>;
  /** Address forms: blank-field errors show the field name and the Store API's detail. */
  withDetail?: boolean;
}

export function isViolation(entry: StoreApiErrorEntry): boolean {
  return (entry.code ?? '').startsWith('VIOLATION::');
}

/** `/billingAddress/street` → `billingAddress.street`; `/vatIds/0` → `vatIds.0`. */
export function fieldOfPointer(pointer: string | undefined): string {
  return (pointer ?? '').replace(/^\/+/, '').split('/').filter(Boolean).join('.');
}

function messageFor(entry: StoreApiErrorEntry, field: string, options: ViolationOptions): FieldMessage {
  const code = (entry.code ?? '').replace(/^VIOLATION::/, '');
  const label = fieldLabelKey(field);
  if (code === 'IS_BLANK_ERROR' || code.endsWith('_IS_BLANK_ERROR') || code === 'TOO_LOW_ERROR') {
    if (options.withDetail && entry.detail) return { key: 'forms.violations.blankWithDetail', label, params: { detail: entry.detail } };
    return { key: 'forms.violations.blank', label };
  }
  if (code === 'TOO_SHORT_ERROR') return { key: 'forms.violations.tooShort', label };
  if (code === 'TOO_LONG_ERROR') return { key: 'forms.violations.tooLong', label };
  if (code === 'CUSTOMER_PASSWORD_NOT_CORRECT') return { key: 'messages.passwordIncorrect' };
  if (code === 'CUSTOMER_EMAIL_NOT_UNIQUE') return { key: 'messages.emailInUse' };
  if (code === 'VAT_ID_FORMAT_NOT_CORRECT') return { key: 'forms.violations.vatIdFormat' };
  if (code === 'ZIP_CODE_INVALID') return { key: 'forms.violations.zipcodeInvalid' };
  if (code === 'NOT_EQUAL_ERROR') {
    return { key: /password/i.test(field) ? 'forms.validation.passwordsMatch' : 'forms.violations.emailsMatch' };
  }
  return { key: 'forms.violations.invalid', label };
}

/** Field errors from a Store API error list; the first violation per field wins. */
export function fieldErrorsOf(entries: readonly StoreApiErrorEntry[], options: ViolationOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of entries) {
    if (!isViolation(entry)) continue;
    const raw = fieldOfPointer(entry.source?.pointer);
    const field = options.aliases?.[raw] ?? raw;
    if (field === '' || errors[field]) continue;
    errors[field] = messageFor(entry, field, options);
  }
  return errors;
}
