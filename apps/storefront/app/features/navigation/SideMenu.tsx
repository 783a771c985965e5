// Side menu for small screens: a drawer on <details>/<summary> that works without JavaScript.
import { Menu } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Drawer } from '../../ui/Drawer.tsx';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { linkKey, type NavigationLink } from './links.ts';
import { NavItemLink } from './NavItemLink.tsx';

function LinkTree({ links, depth = 0 }: { links: NavigationLink[]; depth?: number }) {
  return (
    <ul className={depth === 0 ? 'divide-y divide-line' : 'pb-2'}>
      {links.map((link) => (
        <li key={linkKey(link)}>
          <NavItemLink link={link} className={`block rounded-control px-2 hover:bg-surface ${depth === 0 ? 'py-3 font-semibold' : 'py-2 text-muted'}`} />
          {link.children && link.children.length > 0 && (
            <div className="ml-3 border-l border-line pl-2">
              <LinkTree links={link.children} depth={depth + 1} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SideMenu({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation();
  return (
    <Drawer
      className="md:hidden"
      title={t('header.menu')}
      triggerClassName={iconButtonClass()}
      trigger={
        <>
          <Menu aria-hidden="true" size={24} />
          <span className="sr-only">{t('header.menu')}</span>
        </>
      }
    >
      <nav aria-label={t('header.sideMenu')}>
        <LinkTree links={links} />
      </nav>
    </Drawer>
  );
}
