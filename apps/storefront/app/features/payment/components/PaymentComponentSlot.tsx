// Where a payment method's component appears inside its choice (checkout, "pay again"). Before the
// page runs JavaScript, and without it, only a note: the method then takes the Store API's redirect.
import { Suspense, useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { useRootLoaderData, type PageRootData } from '../../../lib/root-data.ts';
import type { PaymentMethodView } from '../payment-method-view.ts';
import type { PaymentSteps } from './payment-steps.ts';
import type { PaymentStep } from './types.ts';

export function PaymentComponentSlot({ method, steps }: { method: PaymentMethodView; steps: PaymentSteps }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const root = useRootLoaderData<PageRootData>();
  const storeApiOrigin = root?.storeApiOrigin ?? '';
  const wrapper = useRef<HTMLDivElement>(null);
  const definition = steps.componentFor(method.technicalName);
  const setStep = useCallback((step: PaymentStep | null) => steps.set(method.id, step), [steps, method.id]);
  const requestSubmit = useCallback(() => wrapper.current?.closest('form')?.requestSubmit(), []);
  if (!definition) return null;
  const { Component } = definition;
  return (
    <div ref={wrapper}>
      {hydrated ? (
        <Suspense fallback={<p className="text-sm text-muted">{t('payment.loading')}</p>}>
          <Component
            method={{ id: method.id, technicalName: method.technicalName ?? '', name: method.name }}
            storeApiOrigin={storeApiOrigin}
            salesChannelKey={root?.storeApiAccessKey ?? ''}
            amount={steps.amount}
            setStep={setStep}
            requestSubmit={requestSubmit}
          />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">{t(definition.noScriptNote ?? 'payment.noScript')}</p>
      )}
    </div>
  );
}
