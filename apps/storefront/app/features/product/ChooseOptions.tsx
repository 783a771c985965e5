// A card's "Choose options": a link to the product page, what it does without JavaScript. Once the
// card has hydrated, a plain click opens the quick-add dialog instead, whose module and data load the
// first time it opens (QuickAddDialog.tsx). It stays the same <a> across hydration, as the swatches
// do (CardSwatches.tsx): a <button> put in its place while the click was under way lost the click.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { isPlainClick } from '../../ui/plain-click.ts';
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
  // Only announces the dialog once a click opens it; the element itself never changes.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <a
        href={href}
        className={buttonClass({ variant: 'secondary', size: 'sm', block: true })}
        aria-label={t('catalog.cart.chooseVariantNamed', { name: productName })}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('catalog.cart.chooseVariant')}
      </a>
      {/* Mounted from the first opening on, so that closing returns focus and reopening is instant. */}
      {used && (
        <Suspense fallback={null}>
          <QuickAddDialog open={open} onClose={close} productId={productId} productName={productName} variantHref={variantHref} />
        </Suspense>
      )}
    </>
  );
}
