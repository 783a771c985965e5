// The positions of a cart or an order as a table (product, quantity, optionally the unit price, price).
// Promotion lines have no quantity. Shared by the checkout summary, the order result pages and the
// order page (which adds unit prices and each line's downloads, with more room).
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LineItemName, type LineItemOption } from '../cart/index.ts';

interface LineItemRow {
  id: string;
  label: string;
  /** The chosen variant options. */
  options?: readonly LineItemOption[];
  /** The product page (SEO path). */
  href?: string | null;
  quantity?: number;
  /** Shown with `unitPrices`. */
  unitPrice?: number;
  totalPrice: number;
  /** The line item's type, as `data-type` of its row. */
  type?: string;
  /** Under the name and options (the order page: the line's downloads). */
  extra?: ReactNode;
}

interface Props {
  rows: readonly LineItemRow[];
  caption: string;
  format: (value: number) => string;
  className?: string;
  testId?: string;
  /** A unit price column (from the `sm` breakpoint on). */
  unitPrices?: boolean;
  /** `roomy`: taller rows aligned at the top, for lines with extras. */
  spacing?: 'compact' | 'roomy';
}

const SPACING = {
  compact: { row: 'border-t border-line', cell: 'py-2', gap: 'pl-4' },
  roomy: { row: 'border-t border-line align-top', cell: 'py-3', gap: 'pl-3' },
} as const;

export function LineItemsTable({ rows, caption, format, className = 'w-full text-left text-sm', testId, unitPrices = false, spacing = 'compact' }: Props) {
  const { t } = useTranslation();
  const { row: rowClass, cell, gap } = SPACING[spacing];
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="pb-2 font-medium text-muted">
            {t('checkout.summary.product')}
          </th>
          <th scope="col" className={`pb-2 ${gap} text-right font-medium text-muted`}>
            {t('checkout.summary.quantity')}
          </th>
          {unitPrices && (
            <th scope="col" className={`hidden pb-2 ${gap} text-right font-medium text-muted sm:table-cell`}>
              {t('cart.unitPrice')}
            </th>
          )}
          <th scope="col" className={`pb-2 ${gap} text-right font-medium text-muted`}>
            {t('checkout.summary.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-type={row.type} className={rowClass}>
            <th scope="row" className={`${cell} font-normal`}>
              <LineItemName label={row.label} href={row.href ?? null} options={row.options ?? []} />
              {row.extra}
            </th>
            <td className={`${cell} ${gap} text-right whitespace-nowrap`}>{row.quantity}</td>
            {unitPrices && <td className={`hidden ${cell} ${gap} text-right whitespace-nowrap sm:table-cell`}>{format(row.unitPrice ?? 0)}</td>}
            <td className={`${cell} ${gap} text-right whitespace-nowrap`}>{format(row.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
