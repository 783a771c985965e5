// The shop header: menu drawer (phones), logo, main navigation (desktop), search, account, wishlist
// and cart with their counts. On phones the search field takes the second row.
import { Heart, User } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { featureOn, merchantConfig } from '../../lib/merchant/config.ts';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { CartLink } from '../cart/index.ts';
import { useRootData } from './root-data.ts';
import { SuggestSearch } from '../search/index.ts';
import { useLocalWishlist } from '../wishlist/index.ts';
import { CompareLink } from '../compare/index.ts';
import { MainNavigation, SideMenu, type NavigationLink } from '../navigation/index.ts';

interface Props {
  locale: Locale;
  navigation: NavigationLink[];
  /** The checkout layout keeps the header minimal: logo and cart only. */
  minimal?: boolean;
}

/** Guests keep their wishlist in the browser: its count shows once the page runs. */
function WishlistLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const loggedIn = useRootData()?.loggedIn === true;
  const local = useLocalWishlist();
  const count = loggedIn ? 0 : local.length;
  return (
    <Link to={localisePath('/wishlist', locale)} className={`relative ${iconButtonClass()}`} data-testid="header-wishlist">
      <Heart aria-hidden="true" size={22} />
      <span className="sr-only">{t('header.wishlist')}</span>
      <CountBadge count={count} label={t('cart.link.count', { count })} testId="wishlist-count" />
    </Link>
  );
}

export function Header({ locale, navigation, minimal = false }: Props) {
  const { t } = useTranslation();
  const { brand } = merchantConfig();
  return (
    <header className="border-b border-line bg-canvas">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:gap-x-6 md:py-3">
        {!minimal && <SideMenu links={navigation} />}
        <Link to={homePath(locale)} className="mr-2 text-2xl font-extrabold tracking-tight text-ink" aria-label={t('header.logo')}>
          {/* A bounded box: a wide logo scales down inside it instead of pushing the icons onto a second row on a phone. */}
          {brand.logo ? <img src={brand.logo} alt="" className="block h-8 w-auto max-w-24 object-contain object-left sm:max-w-48 lg:max-w-56" /> : brand.name}
        </Link>
        {!minimal && <MainNavigation links={navigation} />}
        <div className="ml-auto flex items-center gap-0.5">
          {!minimal && (
            <Link to={localisePath('/account', locale)} className={iconButtonClass()}>
              <User aria-hidden="true" size={22} />
              <span className="sr-only">{t('header.account')}</span>
            </Link>
          )}
          {!minimal && featureOn('compare') && <CompareLink locale={locale} />}
          {!minimal && featureOn('wishlist') && <WishlistLink locale={locale} />}
          {/* In the checkout the cart link leads to the cart page instead of the side cart. */}
          <CartLink locale={locale} sideCart={!minimal} />
        </div>
        {!minimal && (
          <div className="order-last w-full lg:order-none lg:w-80 xl:w-96">
            <SuggestSearch />
          </div>
        )}
      </div>
    </header>
  );
}
