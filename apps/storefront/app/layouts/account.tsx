import { CreditCard, LayoutDashboard, MapPin, Package, User } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SignOutButton } from '../features/account/index.ts';
import { layoutErrorBoundary, ShopChrome } from '../features/shell/index.ts';
import { Breadcrumbs } from '../features/navigation/index.ts';
import { localisePath, splitLocalePath } from '../i18n/paths.ts';
import { useLocale } from '../i18n/use-locale.ts';

const SECTIONS = [
  { path: '/account', label: 'pages.account', icon: LayoutDashboard },
  { path: '/account/profile', label: 'pages.accountProfile', icon: User },
  { path: '/account/address', label: 'pages.accountAddress', icon: MapPin },
  { path: '/account/payment', label: 'pages.accountPayment', icon: CreditCard },
  { path: '/account/order', label: 'pages.accountOrder', icon: Package },
] as const;

function AccountNavigation() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // Phones: wrapping pills (all visible, the current one filled); desktop: a sidebar list with icons.
    <nav aria-label={t('pages.accountNavigation')} className="md:w-60 md:shrink-0">
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
        {SECTIONS.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={localisePath(path, locale)}
              end
              className={({ isActive }) =>
                `flex items-center gap-3 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium md:rounded-control md:border-transparent md:px-3 md:py-2.5 md:text-base ${
                  isActive
                    ? 'border-ink bg-ink text-white md:border-transparent md:bg-surface md:text-ink md:font-semibold'
                    : 'border-line text-muted hover:bg-surface hover:text-ink'
                }`
              }
            >
              <Icon aria-hidden className="hidden size-5 md:block" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="hidden border-t border-line pt-3 md:mt-3 md:block">
        <SignOutButton />
      </div>
    </nav>
  );
}

/** "My account" and, below the overview, the current section. */
function AccountBreadcrumbs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { barePath } = splitLocalePath(useLocation().pathname);
  const section = SECTIONS.find((candidate) => candidate.path !== '/account' && barePath.replace(/\/+$/, '') === candidate.path);
  const crumbs = [{ name: t('breadcrumb.myAccount'), href: localisePath('/account', locale) }];
  if (section) crumbs.push({ name: t(section.label), href: localisePath(section.path, locale) });
  return <Breadcrumbs crumbs={crumbs} />;
}

export default function AccountLayout() {
  return (
    <ShopChrome>
      <AccountBreadcrumbs />
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <AccountNavigation />
        <div className="min-w-0 flex-1">
          <Outlet />
          {/* On phones signing out comes after the section rather than between the tabs and it. */}
          <div className="mt-10 border-t border-line pt-4 md:hidden">
            <SignOutButton />
          </div>
        </div>
      </div>
    </ShopChrome>
  );
}

export const ErrorBoundary = layoutErrorBoundary();
