// "Proceed to checkout": the one primary action of the cart page and the side cart (its own module,
// so the side cart on every page does not pull in the cart page).
import { Lock } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';

export function ProceedLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ButtonLink to={localisePath('/checkout', locale)} onClick={onClick} size="lg" block>
      <Lock aria-hidden className="size-4" />
      {t('cart.proceed')}
    </ButtonLink>
  );
}
