import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath, localisePath } from '../../i18n/paths.ts';
import type { NavigationLink } from './links.ts';
import { CartLink } from '../cart/CartLink.tsx';
import { SuggestSearch } from '../search/SuggestSearch.tsx';
import { MainNavigation } from './MainNavigation.tsx';
import { SideMenu } from './SideMenu.tsx';

interface Props {
  locale: Locale;
  navigation: NavigationLink[];
  /** The checkout layout keeps the header minimal: logo and cart only. */
  minimal?: boolean;
}

export function Header({ locale, navigation, minimal = false }: Props) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to={homePath(locale)} className="text-2xl font-bold tracking-tight text-slate-900" aria-label={t('header.logo')}>
          Aisle
        </Link>
        {!minimal && <MainNavigation links={navigation} />}
        <div className="ml-auto flex flex-wrap items-center gap-3">
          {!minimal && <SuggestSearch />}
          {!minimal && <SideMenu links={navigation} />}
          {!minimal && (
            <Link to={localisePath('/account', locale)} className="rounded px-3 py-2 hover:bg-slate-100">
              {t('header.account')}
            </Link>
          )}
          {/* In the checkout the cart link leads to the cart page instead of the side cart. */}
          <CartLink locale={locale} sideCart={!minimal} />
        </div>
      </div>
    </header>
  );
}
