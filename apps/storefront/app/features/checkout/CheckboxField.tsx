// A checkbox bound to the surrounding ValidatedForm (error linked via aria-describedby). After a
// server answer an absent value means unchecked, so a box the shopper unticked stays unticked.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { FORM_NAME_FIELD } from '../../lib/forms/form-state.ts';
import { translateMessage } from '../../lib/forms/messages.ts';
import { useFormField } from '../../lib/forms/ValidatedForm.tsx';

function useCheckboxValue(name: string, defaultChecked: boolean): boolean {
  const field = useFormField(name);
  const answered = useFormField(FORM_NAME_FIELD).value !== undefined;
  return answered ? field.value === 'on' : defaultChecked;
}

interface Props {
  name: string;
  children: ReactNode;
  required?: boolean;
  defaultChecked?: boolean;
}

export function CheckboxField({ name, children, required = false, defaultChecked = false }: Props) {
  const { t } = useTranslation();
  const field = useFormField(name);
  const checked = useCheckboxValue(name, defaultChecked);
  const error = field.error ? translateMessage(t, field.error) : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={field.id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.id}-error` : undefined}
          className="mt-1 size-4.5 shrink-0 accent-accent"
        />
        <label htmlFor={field.id}>{children}</label>
      </div>
      {error && (
        <p id={`${field.id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
