// The empty cart (cart page and side cart): an icon, one sentence and the ways back to shopping.
import { featureOn } from '../../lib/merchant/config.ts';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div data-testid="empty-cart">
      <EmptyState
        icon={<ShoppingBag aria-hidden className="size-7" />}
        title={t('cart.emptyState')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to={homePath(locale)} onClick={onNavigate}>
              {t('cart.continueShopping')}
            </ButtonLink>
            {featureOn('wishlist') && (
              <ButtonLink to={localisePath('/wishlist', locale)} onClick={onNavigate} variant="secondary">
                {t('cart.toWishlist')}
              </ButtonLink>
            )}
          </div>
        }
      />
    </div>
  );
}
