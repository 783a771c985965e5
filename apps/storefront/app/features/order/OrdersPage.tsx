import { Package } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { LineItemName } from '../cart/index.ts';
import { formatPrice } from '../product-data/index.ts';
import { BankTransferDetails, RetryPaymentForm } from '../payment/index.ts';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReorderForm } from './OrderActions.tsx';
import type { OrderDownloadView, OrdersData } from './orders.server.ts';

// The files of a digital product and whether they may be fetched yet: Shopware grants access only once the
// order is paid (or the merchant grants it), so a pending file says so instead of looking missing.
export function DownloadList({ orderId, downloads }: { orderId: string; downloads: readonly OrderDownloadView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul aria-label={t('account.order.downloads')} className="mt-1 text-xs text-muted">
      {downloads.map((download) => {
        const name = download.fileName || t('account.order.downloads');
        // A plain link: the file comes from a resource route, so no client navigation (reloadDocument).
        const href = `${localisePath(`/account/order/download/${orderId}/${download.id}`, locale)}?${new URLSearchParams({ name: download.fileName })}`;
        return (
          <li key={download.id} data-access-granted={download.accessGranted}>
            {download.accessGranted ? (
              <Link to={href} reloadDocument className="font-medium underline underline-offset-2 hover:text-accent">
                {t('account.order.download', { name })}
              </Link>
            ) : (
              <>
                {name}: {t('account.order.downloadPending')}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function OrdersPage({ orders, paymentMethods }: OrdersData) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = useLocale();
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('pages.accountOrder')}</h1>
      {orders.length === 0 ? (
        <EmptyState
          icon={<Package aria-hidden className="size-7" />}
          title={t('account.order.empty')}
          action={<ButtonLink to={homePath(locale)}>{t('cart.continueShopping')}</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id} className="rounded-card border border-line p-4 md:p-5">
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <div>
                  <dt className="text-sm text-muted">{t('account.order.number')}</dt>
                  <dd className="font-semibold">{order.orderNumber}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('account.order.date')}</dt>
                  <dd>
                    <time dateTime={order.orderDate}>{order.orderDay.medium}</time>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('account.order.status')}</dt>
                  <dd>{[order.status, order.paymentStatus].filter(Boolean).join(' · ')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('account.order.total')}</dt>
                  <dd className="font-semibold">{formatPrice(order.amountTotal, locale, order.currency)}</dd>
                </div>
              </dl>
              {order.deepLinkCode !== '' && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <ButtonLink
                    to={localisePath(`/account/order/${encodeURIComponent(order.deepLinkCode)}`, locale)}
                    variant="secondary"
                    size="sm"
                    aria-label={t('orderPage.viewLabel', { number: order.orderNumber })}
                  >
                    {t('orderPage.view')}
                  </ButtonLink>
                  {order.reorderable && <ReorderForm deepLinkCode={order.deepLinkCode} orderNumber={order.orderNumber} variant="secondary" size="sm" />}
                </div>
              )}
              {order.lineItems.length > 0 && (
                <details className="mt-3">
                  <summary className="cursor-pointer underline">
                    {t('account.order.paymentMethod')}: {order.paymentMethod}
                  </summary>
                  <table className="mt-2 w-full text-left text-sm">
                    <caption className="sr-only">{t('account.order.caption')}</caption>
                    <tbody>
                      {order.lineItems.map((item) => (
                        <tr key={item.id} data-type={item.type} className="border-t border-line">
                          <th scope="row" className="py-2 font-normal">
                            <LineItemName label={item.label} href={item.href} options={item.options} />
                            {item.downloads.length > 0 && <DownloadList orderId={order.id} downloads={item.downloads} />}
                          </th>
                          <td className="py-2 pl-4 whitespace-nowrap">× {item.quantity}</td>
                          <td className="py-2 pl-4 whitespace-nowrap">{formatPrice(item.unitPrice, locale, order.currency)}</td>
                          <td className="py-2 pl-4 text-right whitespace-nowrap">{formatPrice(item.totalPrice, locale, order.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              )}
              {order.awaitingTransfer && (
                <div className="mt-3">
                  <BankTransferDetails orderNumber={order.orderNumber} amount={formatPrice(order.amountTotal, locale, order.currency)} />
                </div>
              )}
              {order.payAgain && (
                <div className="mt-3 border-t border-line pt-3">
                  <RetryPaymentForm order={order} methods={paymentMethods} currentMethodId={order.paymentMethodId} returnTo={pathname} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
