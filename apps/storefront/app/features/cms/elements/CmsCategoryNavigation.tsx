import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { useRootLoaderData } from '../../../lib/root-data.ts';
import { linkKey, NavItemLink, type NavigationRootData, type NavigationLink } from '../../navigation/index.ts';

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function Tree({ links, pathname }: { links: NavigationLink[]; pathname: string }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => {
        const active = link.href !== null && decoded(pathname).startsWith(decoded(link.href));
        return (
          <li key={linkKey(link)}>
            <NavItemLink link={link} className={`block rounded px-2 py-1 hover:bg-surface ${active ? 'font-semibold' : ''}`} />
            {active && link.children && link.children.length > 0 && (
              <div className="ml-3 border-l border-line pl-2">
                <Tree links={link.children} pathname={pathname} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Category navigation: Shopware resolves no data for it; the tree comes from the main navigation. */
export function CmsCategoryNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useRootLoaderData<NavigationRootData>()?.navigation.main ?? [];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('catalog.categoryNavigation')} className="text-sm max-md:hidden">
      <Tree links={links} pathname={pathname} />
    </nav>
  );
}
