// The pages after an order: received (/checkout/success/{id}), paid and unpaid. They summarise the
// order and say what its payment needs: nothing, the gateway (countdown) or another try.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { homePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { formatPrice } from '../product-data/index.ts';
import type { OrderResultData } from './order-result.server.ts';
import { BankTransferDetails, PayNowForm, PayAgainSection } from '../payment/index.ts';
import { LineItemsTable } from './LineItemsTable.tsx';
import { OrderTotalsList } from './OrderTotalsList.tsx';

const TITLES = {
  paid: 'pages.checkoutPaid',
  'awaiting-gateway': 'pages.checkoutSuccess',
  confirmed: 'pages.checkoutSuccess',
  unpaid: 'pages.checkoutUnpaid',
  'already-paid': 'pages.checkoutPaid',
} as const;

export function OrderResultPage({ data }: { data: OrderResultData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { order, payment } = data;
  const money = (value: number) => formatPrice(value, locale, order.currency);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 md:py-4">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`flex size-12 shrink-0 items-center justify-center rounded-full ${payment === 'unpaid' ? 'bg-warning-soft text-warning' : 'bg-success-soft text-success'}`}
        >
          {payment === 'unpaid' ? <CircleAlert className="size-6" /> : <CircleCheck className="size-6" />}
        </span>
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{t(TITLES[payment])}</h1>
          <p data-testid="payment-state" data-state={payment} className="text-lg text-muted">
            {t(payment === 'already-paid' ? 'messages.orderAlreadyPaid' : `checkout.result.${payment}`, { number: order.orderNumber })}
          </p>
        </div>
      </div>
      {order.awaitingTransfer && <BankTransferDetails orderNumber={order.orderNumber} amount={money(order.amountTotal)} />}
      {payment === 'awaiting-gateway' && <PayNowForm orderId={order.id} returnTo={pathname} />}
      {payment === 'unpaid' && <PayAgainSection order={order} methods={data.retryMethods} currentMethodId={data.paymentMethodId} returnTo={pathname} />}
      <section aria-labelledby="order-heading" className="rounded-card border border-line p-4 md:p-6">
        <h2 id="order-heading" className="mb-3 text-lg font-semibold">
          {t('checkout.result.order', { number: order.orderNumber })}
        </h2>
        <dl className="mb-3 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('account.order.paymentMethod')}</dt>
            <dd>{[order.paymentMethod, order.paymentStatus].filter(Boolean).join(' · ')}</dd>
          </div>
          {order.shippingMethod && (
            <div>
              <dt className="text-sm text-muted">{t('checkout.methods.shipping')}</dt>
              <dd>{order.shippingMethod}</dd>
            </div>
          )}
        </dl>
        <LineItemsTable rows={order.lineItems} caption={t('account.order.caption')} format={money} />
        <OrderTotalsList
          subtotal={order.subtotal}
          shipping={order.shipping}
          total={order.amountTotal}
          taxes={order.taxes}
          taxStatus={order.taxStatus}
          netTotal={order.netTotal}
          format={money}
        />
      </section>
      <ButtonLink to={homePath(locale)} variant="secondary" className="self-start">
        {t('cart.continueShopping')}
      </ButtonLink>
    </div>
  );
}
