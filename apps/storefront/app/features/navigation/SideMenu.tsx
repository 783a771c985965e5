import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavigationLink } from './links.ts';
import { NavItemLink } from './NavItemLink.tsx';

function LinkTree({ links }: { links: NavigationLink[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.id}>
          <NavItemLink link={link} className="block rounded px-2 py-2 hover:bg-slate-100" />
          {link.children.length > 0 && (
            <div className="ml-4 border-l border-slate-200 pl-2">
              <LinkTree links={link.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Side menu for small screens: a disclosure (details/summary) that works without JavaScript. */
export function SideMenu({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  // With JavaScript, links navigate without a page load: close the menu once the page changed.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [key]);
  return (
    <details ref={details} className="relative md:hidden">
      <summary className="cursor-pointer list-none rounded border border-slate-300 px-3 py-2">{t('header.menu')}</summary>
      <nav aria-label={t('header.sideMenu')} className="absolute left-0 top-full z-30 mt-2 w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <LinkTree links={links} />
      </nav>
    </details>
  );
}
