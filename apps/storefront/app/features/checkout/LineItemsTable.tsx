// The positions of a cart or an order as a compact table (product, quantity, price). Promotion lines
// have no quantity. Shared by the checkout summary and the order result pages.
import { useTranslation } from '../../i18n/react.tsx';
import type { LineItemOption } from '../cart/line-item-options.ts';
import { LineItemName } from '../cart/LineItemName.tsx';

interface LineItemRow {
  id: string;
  label: string;
  /** The chosen variant options. */
  options?: readonly LineItemOption[];
  /** The product page (SEO path). */
  href?: string | null;
  quantity?: number;
  totalPrice: number;
}

interface Props {
  rows: readonly LineItemRow[];
  caption: string;
  format: (value: number) => string;
  className?: string;
  testId?: string;
}

export function LineItemsTable({ rows, caption, format, className = 'w-full text-left text-sm', testId }: Props) {
  const { t } = useTranslation();
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="pb-2 font-medium text-muted">
            {t('checkout.summary.product')}
          </th>
          <th scope="col" className="pb-2 pl-4 text-right font-medium text-muted">
            {t('checkout.summary.quantity')}
          </th>
          <th scope="col" className="pb-2 pl-4 text-right font-medium text-muted">
            {t('checkout.summary.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-line">
            <th scope="row" className="py-2 font-normal">
              <LineItemName label={row.label} href={row.href ?? null} options={row.options ?? []} />
            </th>
            <td className="py-2 pl-4 text-right whitespace-nowrap">{row.quantity}</td>
            <td className="py-2 pl-4 text-right whitespace-nowrap">{format(row.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
