// A card's "Choose options": without JavaScript (and until the card has hydrated) a link to the
// product page; once hydrated a button that opens the quick-add dialog, whose module and data load
// the first time it opens (QuickAddDialog.tsx).
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';

const QuickAddDialog = lazy(() => import('./QuickAddDialog.tsx'));

interface Props {
  productId: string;
  productName: string;
  href: string;
  /** The variant of the colour chosen on the card. */
  variantHref: string | null;
}

export function ChooseOptions({ productId, productName, href, variantHref }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const className = buttonClass({ variant: 'secondary', size: 'sm', block: true });
  const label = t('catalog.cart.chooseVariantNamed', { name: productName });
  if (!hydrated) {
    // A plain link, like the swatches: a click replayed while the card hydrates still navigates.
    return (
      <a href={href} className={className} aria-label={label}>
        {t('catalog.cart.chooseVariant')}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('catalog.cart.chooseVariant')}
      </button>
      {/* Mounted from the first opening on, so that closing returns focus and reopening is instant. */}
      {used && (
        <Suspense fallback={null}>
          <QuickAddDialog open={open} onClose={close} productId={productId} productName={productName} variantHref={variantHref} />
        </Suspense>
      )}
    </>
  );
}
