// "Prices incl. VAT, plus shipping" — or, for a session with net prices (Shopware's taxState `net`,
// a customer group without displayGross), that prices exclude VAT. Footer and product page.
import { useTranslation } from '../../i18n/react.tsx';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { SessionRootData } from '../session/index.ts';

export function TaxNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const net = useRootLoaderData<SessionRootData>()?.netPrices === true;
  return (
    <p className={className} data-testid="tax-note" data-tax-state={net ? 'net' : 'gross'}>
      {t(net ? 'netPrices.taxNote' : 'catalog.price.taxNote')}
    </p>
  );
}
