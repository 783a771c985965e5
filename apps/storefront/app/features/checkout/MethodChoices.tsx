// Shipping or payment method choice inside the checkout form: a radio group in the shop's order, the
// chosen one highlighted. It is applied with "Submit order" (with JavaScript also at once, so the
// totals follow).
import { useTranslation } from '../../i18n/react.tsx';
import { translateMessage } from '../../lib/forms/messages.ts';
import { useFormField } from '../../lib/forms/ValidatedForm.tsx';
import { MethodRadioOptions, type PaymentMethodView, type PaymentSteps } from '../payment/index.ts';

interface Props {
  field: 'shippingMethodId' | 'paymentMethodId';
  legend: string;
  methods: PaymentMethodView[];
  currentId: string;
  /** Payment: the form's payment steps, so that methods with a payment component render it. */
  paymentSteps?: PaymentSteps;
}

export function MethodChoices({ field, legend, methods, currentId, paymentSteps }: Props) {
  const { t } = useTranslation();
  const state = useFormField(field);
  const error = state.error ? translateMessage(t, state.error) : undefined;
  const checkedId = state.value ?? currentId;
  return (
    <fieldset id={state.id} tabIndex={-1} aria-describedby={error ? `${state.id}-error` : undefined} className="focus:outline-none">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {methods.length === 0 && <p>{t('checkout.methods.none')}</p>}
      <div className="flex flex-col gap-2">
        <MethodRadioOptions name={field} methods={methods} checkedId={checkedId} paymentSteps={paymentSteps} />
      </div>
      {error && (
        <p id={`${state.id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
