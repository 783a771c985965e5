// Scratch: the form kit's behaviour on Conform (useForm, parseWithZod), to measure against ValidatedForm.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useActionData, useFetcher, useNavigation } from 'react-router';
import type * as z from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import { isMessageKey } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { describedBy, FieldShell, INPUT_CLASS, type Option } from './fields.tsx';
import { fieldLabelKey, translateMessage, type FieldMessage } from './messages.ts';

const CATALOGUE_KEY = /^(forms|checkout|account)\.[A-Za-z.]+$/;

/** Zod issues as the catalogue's messages (the same mapping as validateForm). */
export function formatIssues(issues: readonly $ZodIssue[]): FieldMessage[] {
  return issues.map((issue) => {
    const params: Record<string, number> = {};
    if ('minimum' in issue && typeof issue.minimum === 'number') params.min = issue.minimum;
    if ('maximum' in issue && typeof issue.maximum === 'number') params.max = issue.maximum;
    const key = CATALOGUE_KEY.test(issue.message) && isMessageKey(issue.message) ? issue.message : 'forms.validation.required';
    return { key, params, label: fieldLabelKey(issue.path.map(String).join('.')) };
  });
}

export function parseSubmission<T extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(formData: FormData, schema: T) {
  return parseWithZod(formData, { schema, formatError: formatIssues });
}

export interface ConformAnswer {
  form: string;
  result: SubmissionResult<FieldMessage[]>;
}

const isAnswer = (value: unknown, name: string): value is ConformAnswer =>
  typeof value === 'object' && value !== null && (value as ConformAnswer).form === name && typeof (value as ConformAnswer).result === 'object';

interface Props {
  name: string;
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  submitLabel: string;
  action: string;
  labelledBy: string;
  fetcher?: boolean;
  children: (fields: Record<string, FieldMetadata<unknown, Record<string, unknown>, FieldMessage[]>>) => ReactNode;
}

export function ConformForm({ name, schema, submitLabel, action, labelledBy, fetcher: viaFetcher = false, children }: Props) {
  const { t } = useTranslation();
  const routeAnswer = useActionData();
  const fetcher = useFetcher();
  const navigation = useNavigation();
  const answer: unknown = viaFetcher ? fetcher.data : routeAnswer;
  const [form, fields] = useForm<Record<string, unknown>, Record<string, unknown>, FieldMessage[]>({
    id: name,
    lastResult: isAnswer(answer, name) ? answer.result : undefined,
    onValidate: ({ formData }) => parseSubmission(formData, schema),
    shouldRevalidate: 'onSubmit',
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = Object.entries(form.allErrors).flatMap(([field, messages]) => (field && messages[0] ? [[field, messages[0]] as const] : []));
  const formError = form.errors?.[0];
  useEffect(() => {
    if (errors.length > 0 || formError) summaryRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.status, form.allErrors]);
  const FormElement = viaFetcher ? fetcher.Form : Form;
  const busy = viaFetcher ? fetcher.state !== 'idle' : navigation.state !== 'idle' && navigation.formAction === action;
  return (
    <FormElement method="post" action={action} {...getFormProps(form)} aria-labelledby={labelledBy} className="flex max-w-xl flex-col gap-4">
      <input type="hidden" name="_form" value={name} />
      {(errors.length > 0 || formError) && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-card border border-danger bg-danger-soft p-4 text-danger focus:outline-2 focus:outline-danger"
        >
          {formError && <p className="font-semibold">{translateMessage(t, formError)}</p>}
          {errors.length > 0 && (
            <>
              <p className="font-semibold">{t('forms.errorSummary')}</p>
              <ul className="mt-2 list-disc pl-5">
                {errors.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${fields[field]?.id ?? field}`} className="underline">
                      {`${message.label ? `${t(message.label)}: ` : ''}${translateMessage(t, message)}`}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {children(fields)}
      <div>
        <button type="submit" disabled={busy} className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </FormElement>
  );
}

type Meta = FieldMetadata<unknown, Record<string, unknown>, FieldMessage[]>;

function useShell(meta: Meta, required: boolean) {
  const { t } = useTranslation();
  const error = meta.errors?.[0] ? translateMessage(t, meta.errors[0]) : undefined;
  return { label: t(fieldLabelKey(meta.name)), error, required, describedBy: describedBy(meta.id, undefined, error) };
}

export function ConformTextField({
  meta,
  type = 'text',
  required = false,
  autoComplete,
}: {
  meta: Meta;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
}) {
  const shell = useShell(meta, required);
  return (
    <FieldShell id={meta.id} label={shell.label} required={required} error={shell.error}>
      <input
        {...getInputProps(meta, { type, ariaAttributes: false })}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.describedBy}
        className={INPUT_CLASS}
      />
    </FieldShell>
  );
}

export function ConformTextArea({ meta, required = false }: { meta: Meta; required?: boolean }) {
  const shell = useShell(meta, required);
  return (
    <FieldShell id={meta.id} label={shell.label} required={required} error={shell.error}>
      <textarea
        {...getTextareaProps(meta, { ariaAttributes: false })}
        rows={5}
        required={required}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.describedBy}
        className={INPUT_CLASS}
      />
    </FieldShell>
  );
}

export function ConformSelect({ meta, options, required = false }: { meta: Meta; options: Option[]; required?: boolean }) {
  const { t } = useTranslation();
  const shell = useShell(meta, required);
  return (
    <FieldShell id={meta.id} label={shell.label} required={required} error={shell.error}>
      <select
        {...getSelectProps(meta, { ariaAttributes: false })}
        required={required}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.describedBy}
        className={`${INPUT_CLASS} bg-white`}
      >
        <option value="">{t('forms.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
