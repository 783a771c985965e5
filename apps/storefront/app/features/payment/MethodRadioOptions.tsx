// The radio options of a shipping or payment method choice, one per method with its name and
// description: the checkout's method choices, the account's default payment method and "pay again".
// The surrounding fieldset (legend, error, layout) stays with each form. With `paymentSteps`, a
// payment method that has a payment component shows it under its choice while it is chosen.
import { PaymentComponentSlot } from './components/PaymentComponentSlot.tsx';
import type { PaymentSteps } from './components/payment-steps.ts';
import type { PaymentMethodView } from './payment-method-view.ts';

interface Props {
  /** The form field the chosen method's id is sent as. */
  name: string;
  methods: readonly PaymentMethodView[];
  checkedId: string;
  /** `cards`: bordered, the chosen one highlighted (forms about the choice); `plain`: compact rows beside other content. */
  look?: 'cards' | 'plain';
  /** Put on the first radio, so that a form error can focus the choice. */
  firstInputId?: string;
  /** The form's payment steps: methods with a payment component render it (checkout, "pay again"). */
  paymentSteps?: PaymentSteps;
}

const CARD_FRAME =
  'rounded-control border border-line hover:border-line-strong has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent';

const LOOKS = {
  cards: {
    label: `flex cursor-pointer items-start gap-3 p-4 ${CARD_FRAME}`,
    // A choice with a component: the frame holds the label and the component, the label only pads.
    group: `group ${CARD_FRAME}`,
    groupLabel: 'flex cursor-pointer items-start gap-3 p-4',
    extra: 'hidden px-4 pb-4 sm:pl-11 group-has-[input[type=radio]:checked]:block',
    input: 'mt-1 h-4 w-4 shrink-0 accent-accent',
  },
  plain: {
    label: 'flex items-start gap-2',
    group: 'group',
    groupLabel: 'flex items-start gap-2',
    extra: 'hidden pb-2 pl-6 group-has-[input[type=radio]:checked]:block',
    input: 'mt-1',
  },
} as const;

export function MethodRadioOptions({ name, methods, checkedId, look = 'cards', firstInputId, paymentSteps }: Props) {
  const classes = LOOKS[look];
  return methods.map((method, index) => {
    const withComponent = paymentSteps?.componentFor(method.technicalName) !== undefined;
    const label = (
      <label key={method.id} className={withComponent ? classes.groupLabel : classes.label}>
        <input
          type="radio"
          name={name}
          value={method.id}
          defaultChecked={method.id === checkedId}
          id={index === 0 ? firstInputId : undefined}
          className={classes.input}
        />
        <span>
          <span className="font-medium">{method.name}</span>
          {method.description && <span className="block text-sm text-muted">{method.description}</span>}
        </span>
      </label>
    );
    if (!withComponent) return label;
    return (
      <div key={method.id} className={classes.group} data-payment-method={method.technicalName}>
        {label}
        <div className={classes.extra}>{paymentSteps && <PaymentComponentSlot method={method} steps={paymentSteps} />}</div>
      </div>
    );
  });
}
