// Shipping or payment method choice inside the checkout form: a radio group in the shop's order, the
// chosen one highlighted. It is applied with "Submit order" (with JavaScript also at once, so the
// totals follow).
import { useTranslation } from '../../i18n/react.tsx';
import { translateMessage } from '../../lib/forms/messages.ts';
import { useFormField } from '../../lib/forms/ValidatedForm.tsx';
import type { MethodView } from './methods.server.ts';

interface Props {
  field: 'shippingMethodId' | 'paymentMethodId';
  legend: string;
  methods: MethodView[];
  currentId: string;
}

export function MethodChoices({ field, legend, methods, currentId }: Props) {
  const { t } = useTranslation();
  const state = useFormField(field);
  const error = state.error ? translateMessage(t, state.error) : undefined;
  const checkedId = state.value ?? currentId;
  return (
    <fieldset id={state.id} tabIndex={-1} aria-describedby={error ? `${state.id}-error` : undefined} className="focus:outline-none">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {methods.length === 0 && <p>{t('checkout.methods.none')}</p>}
      <div className="flex flex-col gap-2">
        {methods.map((method) => (
          <label
            key={method.id}
            className="flex cursor-pointer items-start gap-3 rounded-control border border-line p-4 hover:border-line-strong has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent"
          >
            <input type="radio" name={field} value={method.id} defaultChecked={method.id === checkedId} className="mt-1 h-4 w-4 shrink-0 accent-accent" />
            <span>
              <span className="font-medium">{method.name}</span>
              {method.description && <span className="block text-sm text-muted">{method.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${state.id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
