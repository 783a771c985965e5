// The totals under an order's line items: subtotal, shipping, total and the taxes included. Shared by
// the order result pages and the order page (a little roomier there). A net order adds VAT on top:
// the total without VAT, each VAT rate added, then the total to pay.
import { useTranslation } from '../../i18n/react.tsx';
import type { TaxStatus } from './order-totals.ts';

interface Props {
  subtotal: number;
  shipping: number;
  total: number;
  taxes: readonly { rate: number; tax: number }[];
  taxStatus?: TaxStatus;
  netTotal?: number;
  format: (value: number) => string;
  className?: string;
  testId?: string;
  spacing?: 'compact' | 'roomy';
}

const ROW_SPACING = { compact: 'py-1', roomy: 'py-1.5' } as const;

export function OrderTotalsList({
  subtotal,
  shipping,
  total,
  taxes,
  taxStatus = 'gross',
  netTotal = 0,
  format,
  className = 'mt-3 divide-y divide-line',
  testId,
  spacing = 'compact',
}: Props) {
  const { t } = useTranslation();
  const row = `flex justify-between ${ROW_SPACING[spacing]}`;
  return (
    <dl className={className} data-testid={testId}>
      <div className={row}>
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{format(subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{format(shipping)}</dd>
      </div>
      {taxStatus === 'net' && (
        <>
          <div className={row}>
            <dt>{t('netPrices.totalNet')}</dt>
            <dd data-testid="order-total-net">{format(netTotal)}</dd>
          </div>
          {taxes.map((tax) => (
            <div key={tax.rate} className={row}>
              <dt>{t('netPrices.taxAdded', { rate: tax.rate })}</dt>
              <dd>{format(tax.tax)}</dd>
            </div>
          ))}
        </>
      )}
      <div className={`${row} text-lg font-bold`}>
        <dt>{t(taxStatus === 'net' ? 'netPrices.totalGross' : 'checkout.summary.total')}</dt>
        <dd data-testid="order-total">{format(total)}</dd>
      </div>
      {taxStatus === 'gross' &&
        taxes.map((tax) => (
          <div key={tax.rate} className={`${row} text-sm text-muted`}>
            <dt>{t('checkout.summary.taxIncluded', { rate: tax.rate })}</dt>
            <dd>{format(tax.tax)}</dd>
          </div>
        ))}
    </dl>
  );
}
