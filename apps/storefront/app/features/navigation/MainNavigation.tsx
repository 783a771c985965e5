import { useTranslation } from '../../i18n/react.tsx';
import { linkKey, type NavigationLink } from './links.ts';
import { NavItemLink } from './NavItemLink.tsx';

/** Top-level categories with a dropdown for level 2 (opens on hover and keyboard focus, no JS). */
export function MainNavigation({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.mainNavigation')} className="hidden md:block">
      <ul className="flex flex-wrap">
        {links.map((link) => (
          <li key={linkKey(link)} className="group relative">
            <NavItemLink link={link} className="block rounded-control px-3 py-2 text-sm font-semibold hover:bg-surface" />
            {link.children && link.children.length > 0 && (
              <ul className="invisible absolute left-0 top-full z-30 min-w-56 rounded-card border border-line bg-canvas p-2 shadow-overlay group-focus-within:visible group-hover:visible">
                {link.children.map((child) => (
                  <li key={linkKey(child)}>
                    <NavItemLink link={child} className="block rounded-control px-3 py-2 text-sm hover:bg-surface" />
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
