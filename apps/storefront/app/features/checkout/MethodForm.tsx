// Shipping or payment method choice: a radio group posted to PATCH /context. Without JavaScript the
// button saves it; with JavaScript a change submits the form at once.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField, ValidatedForm } from '../account/forms/ValidatedForm.tsx';
import { translateMessage } from '../account/forms/messages.ts';
import type { MethodView } from './methods.server.ts';

interface Props {
  form: string;
  field: 'shippingMethodId' | 'paymentMethodId';
  legend: string;
  submitLabel: string;
  methods: MethodView[];
  currentId: string;
}

function submitOnChange(event: FormEvent<HTMLFieldSetElement>) {
  const input = event.target as HTMLInputElement;
  if (input.type === 'radio') input.form?.requestSubmit();
}

function MethodChoices({ field, legend, methods, currentId }: Omit<Props, 'form' | 'submitLabel'>) {
  const { t } = useTranslation();
  const state = useFormField(field);
  const error = state.error ? translateMessage(t, state.error) : undefined;
  const checkedId = state.value ?? currentId;
  return (
    <fieldset aria-describedby={error ? `${state.id}-error` : undefined} onChange={submitOnChange}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {methods.length === 0 && <p>{t('checkout.methods.none')}</p>}
      <div className="flex flex-col gap-2">
        {methods.map((method) => (
          <label key={method.id} className="flex items-start gap-2 rounded border border-slate-300 p-3 has-[:checked]:border-slate-900">
            <input type="radio" name={field} value={method.id} defaultChecked={method.id === checkedId} className="mt-1" />
            <span>
              <span className="font-medium">{method.name}</span>
              {method.description && <span className="block text-sm text-slate-700">{method.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${state.id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function MethodForm({ form, submitLabel, ...choices }: Props) {
  return (
    <ValidatedForm name={form} submitLabel={submitLabel} className="flex flex-col gap-3">
      <MethodChoices {...choices} />
    </ValidatedForm>
  );
}
