// The demo gateway's card fields inside the method's choice. Its step asks the frame for a token
// (the frame posts the card to the gateway, never to the shop) and hands it over as
// `paymentDetails.cardToken`; the gateway's problems come back as messages of the shop's catalogue.
// The token is asked for this shop and the amount shown, and pays nothing else.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n/react.tsx';
import { useLocale } from '../../../app/i18n/use-locale.ts';
import type { PaymentComponentProps, PaymentStepResult } from '../../../app/features/payment/components/types.ts';
import { cardFieldsUrl, cardProblemMessage, frameMessage } from './card-frame.ts';

/** How long the step waits for the gateway's answer before it says the provider cannot be reached. */
const TOKEN_TIMEOUT_MS = 20_000;

export default function TestCardFields({ storeApiOrigin, salesChannelKey, amount, setStep, requestSubmit }: PaymentComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef(new Map<string, (result: PaymentStepResult) => void>());
  const nextId = useRef(0);
  const [height, setHeight] = useState(150);
  const src = useMemo(
    () => cardFieldsUrl(storeApiOrigin, locale, { accessKey: salesChannelKey, origin: window.location.origin }),
    [storeApiOrigin, locale, salesChannelKey],
  );
  const { value, currency } = amount;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== storeApiOrigin || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data);
      if (!message || message.type === 'ready') return;
      if (message.type === 'size') return setHeight(message.height);
      if (message.type === 'submit') return requestSubmit();
      const resolve = pending.current.get(message.id);
      if (!resolve) return;
      pending.current.delete(message.id);
      resolve(
        message.type === 'token' ? { ok: true, paymentDetails: { cardToken: message.token } } : { ok: false, message: cardProblemMessage(message.codes) },
      );
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [storeApiOrigin, requestSubmit]);

  useEffect(() => {
    const pendingSteps = pending.current;
    setStep(
      () =>
        new Promise<PaymentStepResult>((resolve) => {
          const target = frame.current?.contentWindow;
          if (!target) return resolve({ ok: false, message: 'payment.unavailable' });
          const id = `tokenize-${++nextId.current}`;
          pendingSteps.set(id, resolve);
          target.postMessage({ source: 'aisle-checkout', type: 'tokenize', id, amount: value, currency }, storeApiOrigin);
          setTimeout(() => {
            if (pendingSteps.delete(id)) resolve({ ok: false, message: 'payment.unavailable' });
          }, TOKEN_TIMEOUT_MS);
        }),
    );
    return () => setStep(null);
  }, [setStep, storeApiOrigin, value, currency]);

  return (
    <div className="flex flex-col gap-2">
      <iframe ref={frame} src={src} title={t('payment.card.frameTitle')} className="block w-full border-0 bg-transparent" style={{ height }} />
      <p className="text-xs text-muted">{t('payment.card.testHint')}</p>
    </div>
  );
}
