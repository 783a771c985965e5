// The list of "Recently viewed" (loaded with its first use): cards from the storefront's resource
// route, in a product slider with a "Clear" button. Nothing at all while loading or when none of the
// products exists any more: never an empty heading.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { ProductCardView } from '../product-data/index.ts';
import { ProductSlider } from './ProductSlider.tsx';

interface Props {
  ids: string[];
  onClear: () => void;
}

export default function RecentlyViewedList({ ids, onClear }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<{ products: ProductCardView[] }>();
  const url = `${localisePath('/product/recent', locale)}?ids=${ids.join(',')}`;
  const { load } = fetcher;
  useEffect(() => {
    void load(url);
  }, [load, url]);
  const products = fetcher.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <div className="mt-12 border-t border-line pt-8" data-testid="recently-viewed">
      <ProductSlider
        title={t('discovery.recent.heading')}
        products={products}
        action={
          <button type="button" onClick={onClear} aria-label={t('discovery.recent.clearLabel')} className="btn btn-ghost btn-sm mr-2">
            {t('discovery.recent.clear')}
          </button>
        }
      />
    </div>
  );
}
