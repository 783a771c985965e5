// Scratch: the form actions' shared steps on Conform's submissions.
import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { throwPageError } from '../http/error-responses.server.ts';
import { messageForApiError } from '../store-api/error-messages.ts';
import { storeApiFailureOf } from '../store-api/errors.ts';
import type { ConformAnswer } from './conform.tsx';
import type { FieldMessage } from './messages.ts';
import { fieldErrorsOf } from './violations.ts';

type AnySubmission = Submission<unknown, FieldMessage[], unknown>;

export function conformReply(
  form: string,
  submission: AnySubmission,
  status = 400,
  options: { fieldErrors?: Record<string, FieldMessage[]>; formErrors?: FieldMessage[] } = {},
) {
  return data<ConformAnswer>({ form, result: submission.reply(options) }, { status });
}

export function conformApiFailure(error: unknown, form: string, submission: AnySubmission) {
  const failure = storeApiFailureOf(error);
  if (!failure || failure.status >= 500) throwPageError(error);
  const errors = fieldErrorsOf(failure.errors, {});
  if (Object.keys(errors).length > 0)
    return conformReply(form, submission, 400, { fieldErrors: Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]])) });
  return conformReply(form, submission, failure.status, { formErrors: [messageForApiError(failure.status, failure.errors[0], { ajax: false })] });
}
