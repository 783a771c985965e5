// The radio options of a shipping or payment method choice, one per method with its name and
// description: the checkout's method choices, the account's default payment method and "pay again".
// The surrounding fieldset (legend, error, layout) stays with each form.
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
}

const LOOKS = {
  cards: {
    label:
      'flex cursor-pointer items-start gap-3 rounded-control border border-line p-4 hover:border-line-strong has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent',
    input: 'mt-1 h-4 w-4 shrink-0 accent-accent',
  },
  plain: { label: 'flex items-start gap-2', input: 'mt-1' },
} as const;

export function MethodRadioOptions({ name, methods, checkedId, look = 'cards', firstInputId }: Props) {
  const classes = LOOKS[look];
  return methods.map((method, index) => (
    <label key={method.id} className={classes.label}>
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
  ));
}
