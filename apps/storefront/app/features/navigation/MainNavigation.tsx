import { useTranslation } from 'react-i18next';
import type { NavigationLink } from './links.ts';
import { NavItemLink } from './NavItemLink.tsx';

/** Top-level categories with a dropdown for level 2 (opens on hover and keyboard focus, no JS). */
export function MainNavigation({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.mainNavigation')} className="hidden md:block">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.id} className="group relative">
            <NavItemLink link={link} className="block rounded px-3 py-2 font-medium hover:bg-slate-100" />
            {link.children.length > 0 && (
              <ul className="invisible absolute left-0 top-full z-20 min-w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
                {link.children.map((child) => (
                  <li key={child.id}>
                    <NavItemLink link={child} className="block rounded px-3 py-2 hover:bg-slate-100" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
