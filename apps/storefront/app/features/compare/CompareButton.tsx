// "Compare" on product cards (an icon) and the product page (a labelled button): one form posting to
// the compare page's action, with and without JavaScript. The element never changes; once the page
// runs it shows whether the product is on the list (aria-pressed) and a second press removes it.
import { Scale } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { COMPARE_PATH } from './compare-list.ts';
import { useCompareIds } from './use-compare-ids.ts';

interface Props {
  productId: string;
  productName: string;
  icon?: boolean;
}

export function CompareButton({ productId, productName, icon = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const ids = useCompareIds();
  const { pathname, search } = useLocation();
  const on = hydrated && ids.includes(productId);
  const text = t(on ? 'compare.remove' : 'compare.add');
  return (
    // Posted as a fetcher, without following the page's fetchers (useFetcher would render every card's button again on each one's change, ADR 0060).
    <Form method="post" action={localisePath(COMPARE_PATH, locale)} navigate={false} preventScrollReset>
      <input type="hidden" name="intent" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        aria-pressed={hydrated ? on : undefined}
        aria-label={`${text}: ${productName}`}
        className={icon ? iconButtonClass() : 'btn btn-secondary'}
        data-testid="compare-button"
      >
        <Scale aria-hidden="true" size={icon ? 20 : 18} className={on ? 'text-accent' : ''} />
        {!icon && text}
      </button>
    </Form>
  );
}
