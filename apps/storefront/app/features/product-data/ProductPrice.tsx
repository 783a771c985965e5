import { useTranslation } from '../../i18n/react.tsx';
import { Price } from '../../ui/Price.tsx';
import type { PriceView } from './product-view.ts';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { SessionRootData } from '../session/index.ts';
import { TaxNote } from './TaxNote.tsx';
import { usePriceFormat, useShownPrice } from './price-format.ts';

interface Props {
  price: PriceView;
  /** Product pages show the tier table and a larger price. */
  detailed?: boolean;
}

/** Price with list price, saving, reference (unit) price and, on product pages, the tier table. */
export function ProductPrice({ price, detailed = false }: Props) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const { reference } = price;
  const shown = useShownPrice();
  // Cards name net prices beside the price: the footer's note is far from a listing of them.
  const net = useRootLoaderData<SessionRootData>()?.netPrices === true;
  return (
    <div className="space-y-1">
      <Price
        price={shown(price)}
        listPrice={typeof price.listPrice === 'number' ? (price.listText ?? format(price.listPrice)) : null}
        saving={price.percentage ?? null}
        size={detailed ? 'lg' : 'md'}
        testId="product-price"
      />
      {reference && (
        <p className="text-sm text-muted">
          {t('catalog.price.reference', {
            content: `${reference.purchaseUnit} ${reference.unitName}`,
            price: price.referenceText ?? format(reference.price),
            unit: `${reference.referenceUnit} ${reference.unitName}`,
          })}
        </p>
      )}
      {detailed && price.tiers && price.tiers.length > 0 && (
        <table className="mt-2 w-full max-w-sm text-sm">
          <caption className="text-left font-semibold">{t('catalog.price.tiers')}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-1">
                {t('catalog.price.quantity')}
              </th>
              <th scope="col" className="py-1">
                {t('catalog.price.unitPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {price.tiers.map((tier, index) => (
              <tr key={`${tier.label}-${tier.quantity}`} className="border-b border-line">
                <td className="py-1">{t(tier.label === 'from' ? 'catalog.price.tierFrom' : 'catalog.price.tierTo', { quantity: tier.quantity })}</td>
                <td className="py-1">{price.tierTexts?.[index] ?? format(tier.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detailed ? <TaxNote className="text-xs text-muted" /> : net && <p className="text-xs text-muted">{t('netPrices.short')}</p>}
    </div>
  );
}
