// Labelled inputs bound to the surrounding ValidatedForm: error text linked via aria-describedby.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { fieldLabelKey, translateMessage } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from './validate.ts';
import { useFormField } from './ValidatedForm.tsx';

interface BaseProps {
  name: string;
  label?: string;
  required?: boolean;
  hint?: string;
  defaultValue?: string;
}

function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {/* The space keeps "(optional)" apart from the label in the accessible name. */}
        {!required && (
          <>
            {' '}
            <span className="text-sm font-normal text-muted">{t('forms.optional')}</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const INPUT_CLASS = 'field aria-[invalid=true]:border-danger';

export function TextField({
  name,
  label,
  required = false,
  hint,
  defaultValue,
  type = 'text',
  autoComplete,
}: BaseProps & { type?: 'text' | 'email' | 'password' | 'tel'; autoComplete?: string }) {
  const { t } = useTranslation();
  const field = useFormField(name);
  const error = field.error ? translateMessage(t, field.error) : undefined;
  const value = type === 'password' ? undefined : (field.value ?? defaultValue);
  return (
    <FieldShell id={field.id} label={label ?? t(fieldLabelKey(name))} required={required} hint={hint} error={error}>
      <input
        id={field.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, error)}
        className={INPUT_CLASS}
      />
    </FieldShell>
  );
}

export function TextArea({ name, label, required = false, hint, defaultValue }: BaseProps) {
  const { t } = useTranslation();
  const field = useFormField(name);
  const error = field.error ? translateMessage(t, field.error) : undefined;
  return (
    <FieldShell id={field.id} label={label ?? t(fieldLabelKey(name))} required={required} hint={hint} error={error}>
      <textarea
        id={field.id}
        name={name}
        rows={5}
        defaultValue={field.value ?? defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, error)}
        className={INPUT_CLASS}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  required = false,
  hint,
  defaultValue,
  options,
  placeholder = true,
}: BaseProps & { options: Option[]; placeholder?: boolean }) {
  const { t } = useTranslation();
  const field = useFormField(name);
  const error = field.error ? translateMessage(t, field.error) : undefined;
  return (
    <FieldShell id={field.id} label={label ?? t(fieldLabelKey(name))} required={required} hint={hint} error={error}>
      <select
        id={field.id}
        name={name}
        defaultValue={field.value ?? defaultValue ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, error)}
        className={`${INPUT_CLASS} bg-white`}
      >
        {placeholder && <option value="">{t('forms.choose')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface RadioGroupProps {
  name: string;
  legend: string;
  options: Option[];
  defaultValue: string;
}

export function RadioGroup({ name, legend, options, defaultValue }: RadioGroupProps) {
  const field = useFormField(name);
  const current = field.value ?? defaultValue;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-control border border-line px-4 py-2.5 hover:border-line-strong has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input type="radio" name={name} value={option.value} defaultChecked={current === option.value} className="size-4 accent-accent" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A new password (registration, change, reset), with the shop's minimum length as its hint. */
export function NewPasswordField({ name }: { name: string }) {
  const { t } = useTranslation();
  return <TextField name={name} type="password" autoComplete="new-password" required hint={t('account.register.passwordHint', { min: PASSWORD_MIN_LENGTH })} />;
}
