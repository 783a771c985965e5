// Form fields with their label, hint and inline error: TextField, Select, Checkbox and RadioCard.
// "(optional)" is a separate, quieter span after a space, never glued to the label text.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/react.tsx';

interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
}

/** The label text, with a separately styled "(optional)" marker. */
export function LabelText({ children, optional = false }: { children: ReactNode; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      {optional && (
        <>
          {' '}
          <span className="text-sm font-normal text-muted">{t('forms.optional')}</span>
        </>
      )}
    </>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({ label, hint, error, optional, className = '', id: given, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText optional={optional}>{label}</LabelText>
      </label>
      <input id={id} className={`field ${error ? 'border-danger' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function Select({ label, hint, error, optional, className = '', id: given, children, ...select }: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText optional={optional}>{label}</LabelText>
      </label>
      <select id={id} className="field pr-8" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function Checkbox({ label, className = '', ...input }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`flex min-h-9 cursor-pointer items-center gap-2.5 ${className}`}>
      <input type="checkbox" className="h-4.5 w-4.5 shrink-0 accent-accent" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A radio option drawn as a card (shipping and payment methods, review points); the chosen one is highlighted. */
export function RadioCard({ label, description, className = '', ...input }: { label: ReactNode; description?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`flex cursor-pointer items-start gap-3 rounded-control border border-line p-3 hover:border-line-strong has-[:checked]:border-accent has-[:checked]:bg-accent-soft ${className}`}>
      <input type="radio" className="mt-1 h-4 w-4 shrink-0 accent-accent" {...input} />
      <span>
        <span className="block font-medium">{label}</span>
        {description && <span className="block text-sm text-muted">{description}</span>}
      </span>
    </label>
  );
}
