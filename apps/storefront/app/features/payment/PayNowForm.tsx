// 'You will be redirected to the payment gateway in 5 seconds' (docs/product-rules.md §4, §9). The button is a plain
// form posting to the payment action, which calls handle-payment and redirects to the gateway;
// with JavaScript a countdown submits it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PAYMENT_FIELDS } from './payment-fields.ts';

const GATEWAY_REDIRECT_SECONDS = 5;

export function PayNowForm({ orderId, returnTo }: { orderId: string; returnTo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [remaining, setRemaining] = useState(GATEWAY_REDIRECT_SECONDS);
  useEffect(() => {
    if (remaining <= 0) {
      formRef.current?.requestSubmit();
      return;
    }
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return (
    <form
      ref={formRef}
      method="post"
      action={localisePath('/checkout/payment', locale)}
      className="flex flex-col gap-3 rounded-card border border-info bg-info-soft p-4"
    >
      <input type="hidden" name={PAYMENT_FIELDS.orderId} value={orderId} />
      <input type="hidden" name={PAYMENT_FIELDS.returnTo} value={returnTo} />
      <p role="status">{t('checkout.payment.redirectNotice', { count: GATEWAY_REDIRECT_SECONDS })}</p>
      <div>
        <button type="submit" className="btn btn-primary">
          {t('checkout.payment.payNow')}
        </button>
      </div>
    </form>
  );
}
