// features/navigation — main and footer navigation, breadcrumbs, the footer's terms and privacy links.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { Breadcrumbs, DeferredBreadcrumbs } from './Breadcrumbs.tsx';
export type { Crumb } from './crumb.ts';
export { linkKey } from './links.ts';
export type { NavigationLink } from './links.ts';
export { MainNavigation } from './MainNavigation.tsx';
export { NavItemLink } from './NavItemLink.tsx';
export { useFooterNavigation } from './root-data.ts';
export type { NavigationRootData } from './root-data.ts';
export { SideMenu } from './SideMenu.tsx';
export { privacyPageHref, termsPageHref } from './terms-page.ts';
