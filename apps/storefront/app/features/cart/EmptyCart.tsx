// The empty cart (cart page and side cart): an icon, one sentence and the ways back to shopping.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" data-testid="empty-cart">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="20" r="1.2" />
        <circle cx="17.5" cy="20" r="1.2" />
      </svg>
      <p className="text-lg">{t('cart.emptyState')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={homePath(locale)} onClick={onNavigate} className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
          {t('cart.continueShopping')}
        </Link>
        <Link to={localisePath('/wishlist', locale)} onClick={onNavigate} className="rounded border border-slate-900 px-4 py-2 font-semibold hover:bg-slate-100">
          {t('cart.toWishlist')}
        </Link>
      </div>
    </div>
  );
}
