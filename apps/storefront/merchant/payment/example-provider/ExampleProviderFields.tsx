// The cookbook's example (docs/cookbook/payment-component.md): a provider whose fields hand out a
// token before the order. A real one mounts the provider's SDK here (Mollie Components' createToken,
// Adyen's Drop-in state data); the input stands in for it.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../app/i18n/react.tsx';
import type { PaymentComponentProps } from '../../../app/features/payment/components/types.ts';

export default function ExampleProviderFields({ setStep }: PaymentComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setStep(async () => {
      const token = input.current?.value.trim() ?? '';
      return token ? { ok: true, paymentDetails: { exampleToken: token } } : { ok: false, message: 'payment.tokenInvalid' };
    });
    return () => setStep(null);
  }, [setStep]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('payment.card.frameTitle')}
      </label>
      <input id={id} ref={input} className="field" autoComplete="off" />
    </div>
  );
}
