// A price as shoppers read it: the price, the struck-through list price and the saving badge.
// Takes formatted strings, so it knows nothing about currencies.
import { useTranslation } from '../i18n/react.tsx';
import { Badge } from './Badge.tsx';

interface Props {
  price: string;
  listPrice?: string | null;
  /** Saving in percent, shown as a badge with the list price. */
  saving?: number | null;
  size?: 'md' | 'lg';
  testId?: string;
}

export function Price({ price, listPrice = null, saving = null, size = 'md', testId }: Props) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={size === 'lg' ? 'text-3xl font-bold tracking-tight' : 'text-base font-bold'} data-testid={testId}>
        {price}
      </span>
      {listPrice && (
        <>
          <span className={`text-muted line-through ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('catalog.price.listPrice')} </span>
            {listPrice}
          </span>
          {saving ? <Badge tone="sale">{t('catalog.price.saving', { percentage: Math.round(saving) })}</Badge> : null}
        </>
      )}
    </p>
  );
}
