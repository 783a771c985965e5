// One order (ADR 0030): status of order, payment and delivery, what to do next (pay, order again, cancel),
// the items with their options and downloads, both addresses, both methods and the totals with taxes.
// A visitor who is neither the order's customer nor has answered yet gets the guest form instead.
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { BankTransferDetails, PayAgainSection } from '../payment/index.ts';
import { LineItemsTable } from './LineItemsTable.tsx';
import { OrderTotalsList } from './OrderTotalsList.tsx';
import { DownloadList } from './OrdersPage.tsx';
import { Breadcrumbs } from '../navigation/index.ts';
import { formatPrice } from '../product-data/index.ts';
import { GuestOrderForm } from './GuestOrderForm.tsx';
import { CancelConfirmation, CancelOrderButton, ReorderForm, useOrderPagePath } from './OrderActions.tsx';
import type { GuestFormResult } from './order-actions.server.ts';
import type { AddressLines, OrderDetailView } from './order-detail.ts';
import type { OrderPageData } from './order-page.server.ts';

function Address({ heading, address }: { heading: string; address: AddressLines | null }) {
  return (
    <section className="rounded-card border border-line p-4">
      <h2 className="mb-2 font-semibold">{heading}</h2>
      <address className="not-italic">
        {(address?.lines ?? []).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}

function StatusList({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation();
  const entries = [
    [t('orderPage.status'), order.status],
    [t('orderPage.paymentStatus'), order.paymentStatus],
    [t('orderPage.deliveryStatus'), order.deliveryStatus],
  ].filter(([, value]) => value);
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2" data-testid="order-states">
      {entries.map(([label, value]) => (
        <div key={label} className="flex items-center gap-2">
          <dt className="text-sm text-muted">{label}</dt>
          <dd>
            <Badge>{value}</Badge>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Items({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: number) => formatPrice(value, locale, order.currency);
  return (
    <section aria-labelledby="order-items-heading" className="self-start rounded-card border border-line p-4 md:p-6">
      <h2 id="order-items-heading" className="mb-3 text-lg font-semibold">
        {t('orderPage.items')}
      </h2>
      <LineItemsTable
        rows={order.lineItems.map((item) => ({
          ...item,
          quantity: item.type === 'promotion' ? undefined : item.quantity,
          extra: item.downloads.length > 0 ? <DownloadList orderId={order.id} downloads={item.downloads} /> : null,
        }))}
        caption={t('orderPage.items')}
        format={money}
        unitPrices
        spacing="roomy"
      />
      <OrderTotalsList
        subtotal={order.subtotal}
        shipping={order.shipping}
        total={order.amountTotal}
        taxes={order.taxes}
        taxStatus={order.taxStatus}
        netTotal={order.netTotal}
        format={money}
        className="mt-3 divide-y divide-line border-t border-line"
        testId="order-totals"
        spacing="roomy"
      />
    </section>
  );
}

function OrderDetail({ data }: { data: Extract<OrderPageData, { kind: 'order' }> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { order, account } = data;
  const path = useOrderPagePath(order.deepLinkCode);
  const date = order.orderDay.long;
  return (
    <div className="flex flex-col gap-6">
      {account && (
        <Breadcrumbs
          crumbs={[
            { name: t('breadcrumb.myAccount'), href: localisePath('/account', locale) },
            { name: t('pages.accountOrder'), href: localisePath('/account/order', locale) },
            { name: t('orderPage.heading', { number: order.orderNumber }), href: path },
          ]}
        />
      )}
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('orderPage.heading', { number: order.orderNumber })}</h1>
          <p className="text-muted">{t('orderPage.placedOn', { date })}</p>
          <StatusList order={order} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {order.reorderItems.length > 0 && <ReorderForm deepLinkCode={order.deepLinkCode} orderNumber={order.orderNumber} />}
          {order.cancellable && !data.confirmCancel && <CancelOrderButton deepLinkCode={order.deepLinkCode} orderNumber={order.orderNumber} />}
        </div>
      </header>
      {data.confirmCancel && (
        <section aria-labelledby="cancel-heading" className="rounded-card border border-danger bg-danger-soft p-4 md:p-6" data-testid="cancel-confirmation">
          <h2 id="cancel-heading" className="mb-2 text-lg font-semibold">
            {t('orderPage.cancel.heading')}
          </h2>
          <CancelConfirmation deepLinkCode={order.deepLinkCode} orderNumber={order.orderNumber} />
        </section>
      )}
      {order.awaitingTransfer && !order.cancelled && (
        <BankTransferDetails orderNumber={order.orderNumber} amount={formatPrice(order.amountTotal, locale, order.currency)} />
      )}
      {order.payAgain && <PayAgainSection order={order} methods={data.paymentMethods} currentMethodId={order.paymentMethodId} returnTo={path} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Items order={order} />
        <div className="flex flex-col gap-4">
          <Address heading={t('orderPage.billingAddress')} address={order.billingAddress} />
          <Address heading={t('orderPage.shippingAddress')} address={order.shippingAddress} />
          <section className="rounded-card border border-line p-4">
            <dl className="flex flex-col gap-3">
              <div>
                <dt className="font-semibold">{t('orderPage.paymentMethod')}</dt>
                <dd>{order.paymentMethod}</dd>
              </div>
              {order.shippingMethod && (
                <div>
                  <dt className="font-semibold">{t('orderPage.shippingMethod')}</dt>
                  <dd>{order.shippingMethod}</dd>
                </div>
              )}
            </dl>
          </section>
        </div>
      </div>
      {account && (
        <ButtonLink to={localisePath('/account/order', locale)} variant="secondary" className="self-start">
          {t('orderPage.allOrders')}
        </ButtonLink>
      )}
    </div>
  );
}

export function OrderPage({ data, guestForm }: { data: OrderPageData; guestForm: GuestFormResult | null }) {
  if (data.kind === 'guest') return <GuestOrderForm refusal={guestForm?.refusal ?? data.refusal} typed={guestForm} />;
  return <OrderDetail data={data} />;
}
