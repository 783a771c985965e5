// What an action answers when a form could not be processed: the errors per field, a message for the
// whole form and the typed values (never passwords), so nothing typed is lost (docs/product-rules.md §5).
import type { FieldErrors, FieldMessage } from './messages.ts';
import type { FormValues } from './validate.ts';

export const FORM_NAME_FIELD = '_form';

export interface FormState {
  form: string;
  errors: FieldErrors;
  formError?: FieldMessage;
  values: FormValues;
  /** Changes with every answer, so the form re-mounts (clearing password inputs) and takes focus. */
  submission: string;
}

export function isFormState(value: unknown): value is FormState {
  return typeof value === 'object' && value !== null && typeof (value as FormState).form === 'string' && typeof (value as FormState).errors === 'object';
}
