import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SignOutButton } from '../features/account/SignOutButton.tsx';
import { RouteErrorView } from '../features/errors/RouteErrorView.tsx';
import { ShopChrome } from '../features/layout/ShopChrome.tsx';
import { Breadcrumbs } from '../features/navigation/Breadcrumbs.tsx';
import { localisePath, splitLocalePath } from '../i18n/paths.ts';
import { useLocale } from '../i18n/use-locale.ts';

const SECTIONS = [
  { path: '/account', label: 'pages.account' },
  { path: '/account/profile', label: 'pages.accountProfile' },
  { path: '/account/address', label: 'pages.accountAddress' },
  { path: '/account/payment', label: 'pages.accountPayment' },
  { path: '/account/order', label: 'pages.accountOrder' },
] as const;

function AccountNavigation() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t('pages.accountNavigation')} className="md:w-60">
      <ul className="space-y-1">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink
              to={localisePath(section.path, locale)}
              end
              className={({ isActive }) => `block rounded px-3 py-2 ${isActive ? 'bg-slate-900 text-white' : 'hover:bg-slate-100'}`}
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutButton />
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
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountNavigation />
        <div className="flex-1">
          <Outlet />
        </div>
      </div>
    </ShopChrome>
  );
}

export function ErrorBoundary() {
  return (
    <ShopChrome>
      <RouteErrorView />
    </ShopChrome>
  );
}
