// A form that works without JavaScript (a plain POST answered by the route's action) and, with
// JavaScript, checks the same schema before submitting. Errors are listed in a summary that links to
// the fields and takes focus; typed values survive an error, password inputs are cleared.
import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';
import type * as z from 'zod/mini';
import { FORM_NAME_FIELD, isFormState } from './form-state.ts';
import { translateMessage, type FieldErrors, type FieldMessage } from './messages.ts';
import { formValuesOf, validateForm, type FormValues } from './validate.ts';

interface FormContextValue {
  idPrefix: string;
  errors: FieldErrors;
  values: FormValues;
}

const FormContext = createContext<FormContextValue>({ idPrefix: 'form', errors: {}, values: {} });

export function useFormField(name: string) {
  const { idPrefix, errors, values } = useContext(FormContext);
  return { id: fieldId(idPrefix, name), error: errors[name], value: values[name] };
}

/** Summary entries name their field when the message itself does not ("First name: Value is required"). */
function summaryText(t: TFunction, message: FieldMessage): string {
  const text = translateMessage(t, message);
  return message.label && message.key.startsWith('forms.validation.') ? `${t(message.label)}: ${text}` : text;
}

function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

interface Props<T> {
  name: string;
  schema?: z.ZodMiniType<T>;
  submitLabel: string;
  children: ReactNode;
  action?: string;
  /** Values to start with (e.g. the saved profile); typed values from an error answer win. */
  initialValues?: FormValues;
  className?: string;
  /** Accessible name of the form (the id of its heading). */
  labelledBy?: string;
  /**
   * Submit through a fetcher (forms inside other pages, e.g. CMS elements): errors stay on this page.
   * Without JavaScript the form posts normally to `action`.
   */
  fetcher?: boolean;
  /** A quieter button after the primary one (the primary stays the form's default for Enter). */
  secondaryAction?: ReactNode;
  /** Changes of any input (e.g. to update totals in place). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  /** Classes of the submit button's row (e.g. its place in a grid). */
  submitClassName?: string;
  /** Extra classes of the submit button itself (e.g. the checkout's large "Submit order"). */
  submitButtonClassName?: string;
  /** Something the submit depends on is still under way (e.g. totals being updated): the button waits. */
  pending?: boolean;
  /**
   * A step after validation and before the submission (e.g. a payment component turns a card into a
   * token and adds it to `data`): null when there is nothing to do, else its refusal or null to submit.
   */
  prepareSubmit?: (data: FormData) => Promise<FieldErrors | null> | null;
}

export function ValidatedForm<T>({
  name,
  schema,
  submitLabel,
  children,
  action,
  initialValues = {},
  className,
  labelledBy,
  fetcher: viaFetcher = false,
  secondaryAction,
  onChange,
  submitClassName,
  submitButtonClassName = '',
  pending = false,
  prepareSubmit,
}: Props<T>) {
  const { t } = useTranslation();
  const idPrefix = useId().replace(/:/g, '') + name;
  const routeAnswer = useActionData();
  const fetcher = useFetcher();
  const actionData: unknown = viaFetcher ? fetcher.data : routeAnswer;
  const server = isFormState(actionData) && actionData.form === name ? actionData : undefined;
  const [client, setClient] = useState<{ errors: FieldErrors; round: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const busy = viaFetcher ? fetcher.state !== 'idle' : navigation.state !== 'idle' && navigation.formData?.get(FORM_NAME_FIELD) === name;
  const FormElement = viaFetcher ? fetcher.Form : Form;
  const submit = useSubmit();
  const [preparing, setPreparing] = useState(false);

  const errors = client?.errors ?? server?.errors ?? {};
  const formError: FieldMessage | undefined = client ? undefined : server?.formError;
  const values = { ...initialValues, ...(server?.values ?? {}) };
  const hasErrors = Object.keys(errors).length > 0 || formError !== undefined;

  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
    // Focus moves once per answer (server) or per rejected submit (client).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server?.submission, client?.round]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (preparing) {
      event.preventDefault();
      return;
    }
    if (schema) {
      const result = validateForm(schema, formValuesOf(new FormData(event.currentTarget)));
      if (!result.ok) {
        event.preventDefault();
        setClient((current) => ({ errors: result.errors, round: (current?.round ?? 0) + 1 }));
        return;
      }
      setClient(null);
    }
    const form = event.currentTarget;
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const prepared = prepareSubmit?.(data);
    if (!prepared) return;
    event.preventDefault();
    setPreparing(true);
    void prepared.then(
      (errors) => {
        setPreparing(false);
        if (errors) return setClient((current) => ({ errors, round: (current?.round ?? 0) + 1 }));
        const options = { method: 'post', action: form.getAttribute('action') ?? undefined } as const;
        return viaFetcher ? fetcher.submit(data, options) : submit(data, options);
      },
      () => setPreparing(false),
    );
  }

  const summaryId = `${idPrefix}-summary`;
  return (
    <FormContext.Provider value={{ idPrefix, errors, values }}>
      <FormElement
        key={server?.submission ?? 'initial'}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className={className ?? 'flex max-w-xl flex-col gap-4'}
        aria-labelledby={labelledBy}
        aria-describedby={hasErrors ? summaryId : undefined}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={name} />
        {hasErrors && (
          <div
            ref={summaryRef}
            id={summaryId}
            tabIndex={-1}
            role="alert"
            className="rounded-card border border-danger bg-danger-soft p-4 text-danger focus:outline-2 focus:outline-danger"
          >
            {formError && <p className="font-semibold">{translateMessage(t, formError)}</p>}
            {Object.keys(errors).length > 0 && (
              <>
                <p className="font-semibold">{t('forms.errorSummary')}</p>
                <ul className="mt-2 list-disc pl-5">
                  {Object.entries(errors).map(([field, message]) => (
                    <li key={field}>
                      <a href={`#${fieldId(idPrefix, field)}`} className="underline">
                        {summaryText(t, message)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {children}
        <div className={submitClassName ?? (secondaryAction ? 'flex flex-wrap items-center gap-3' : undefined)}>
          <button
            type="submit"
            disabled={busy || pending || preparing}
            aria-busy={pending || preparing || undefined}
            className={`btn btn-primary ${submitButtonClassName}`}
          >
            {submitLabel}
          </button>
          {secondaryAction}
        </div>
      </FormElement>
    </FormContext.Provider>
  );
}
