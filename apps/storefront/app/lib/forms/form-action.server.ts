// Shared steps of every form action: read and validate the body, turn Store API failures into field
// errors or a form message, and finish with a redirect plus a flash notification (post/redirect/get).
import { randomUUID } from 'node:crypto';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/message-key.ts';
import { readFormData } from '../http/form.ts';
import { messageForApiError } from '../store-api/error-messages.ts';
import { storeApiFailureOf } from '../store-api/errors.ts';
import { throwPageError } from '../http/error-responses.server.ts';
import { flash } from '../notifications/flash.server.ts';
import type { NotificationType } from '../notifications/notification.ts';
import { FORM_NAME_FIELD, type FormState } from './form-state.ts';
import type { FieldErrors, FieldMessage } from './messages.ts';
import { formValuesOf, keepTypedValues, validateForm, type FormValues } from './validate.ts';
import { fieldErrorsOf, isViolation, type ViolationOptions } from './violations.ts';

export interface SubmittedForm {
  name: string;
  values: FormValues;
}

export async function readSubmittedForm(request: Request): Promise<SubmittedForm> {
  const values = formValuesOf(await readFormData(request));
  return { name: values[FORM_NAME_FIELD] ?? '', values };
}

export function formFailure(form: string, values: FormValues, errors: FieldErrors, formError?: FieldMessage, status = 400) {
  const state: FormState = { form, errors, values: keepTypedValues(values), submission: randomUUID() };
  if (formError) state.formError = formError;
  return data(state, { status });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: ReturnType<typeof formFailure> };

export function parseForm<T>(form: SubmittedForm, schema: z.ZodMiniType<T>): Parsed<T> {
  const result = validateForm(schema, form.values);
  if (result.ok) return result;
  return { ok: false, response: formFailure(form.name, form.values, result.errors) };
}

/**
 * A failed Store API call as the form's answer: violations become field errors, other client errors
 * one message (bad credentials, rate limit, …). Upstream failures become the error page.
 */
export function apiFailure(error: unknown, form: SubmittedForm, options: ViolationOptions & { ajax?: boolean } = {}) {
  const failure = storeApiFailureOf(error);
  if (!failure || failure.status >= 500) throwPageError(error);
  const errors = fieldErrorsOf(failure.errors, options);
  if (Object.keys(errors).length > 0 || failure.errors.some(isViolation)) {
    const formError: FieldMessage | undefined = Object.keys(errors).length > 0 ? undefined : { key: 'messages.default' };
    return formFailure(form.name, form.values, errors, formError, 400);
  }
  const message = messageForApiError(failure.status, failure.errors[0], { ajax: options.ajax ?? false });
  return formFailure(form.name, form.values, {}, message, failure.status);
}

/** Redirect after a successful post, with a notification shown on the next page. */
export function redirectWithMessage(
  context: Readonly<RouterContextProvider>,
  target: string,
  messageKey: MessageKey,
  type: NotificationType = 'success',
  params: Record<string, string | number> = {},
): Response {
  flash(context, type, messageKey, params, { persistent: true });
  return redirect(target, 303);
}
