// The buy box's facts with their icons: a line, and the stock line (also in the quick-add dialog).
import { Ban, Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LOW_STOCK, type ProductDetailView } from '../product-data/index.ts';

export function Line({ icon, tone = 'text-ink', children }: { icon: ReactNode; tone?: string; children: ReactNode }) {
  return (
    <li className={`flex items-center gap-2 ${tone}`}>
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** Stock with its icon (the buy box and the quick-add dialog). */
export function StockLine({ stock }: { stock: ProductDetailView['stock'] }) {
  const { t } = useTranslation();
  const count = stock.availableStock ?? 0;
  if (!stock.available || (stock.closeout && count <= 0)) {
    return (
      <Line icon={<Ban size={18} />} tone="font-semibold text-danger">
        {t('catalog.stock.soldOut')}
      </Line>
    );
  }
  if (count <= 0) {
    return (
      <Line icon={<Clock size={18} />} tone="font-semibold text-warning">
        {stock.restockDays ? t('catalog.stock.restock', { count: stock.restockDays }) : t('catalog.stock.onOrder')}
      </Line>
    );
  }
  return (
    <Line icon={<Check size={18} />} tone={`font-semibold ${count <= LOW_STOCK ? 'text-warning' : 'text-success'}`}>
      {count <= LOW_STOCK ? t('catalog.stock.low', { count }) : t('catalog.stock.inStock')}
    </Line>
  );
}
