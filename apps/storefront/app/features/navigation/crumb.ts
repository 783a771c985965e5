// A breadcrumb's view model: loaders build trails of these, Breadcrumbs.tsx renders them.
export interface Crumb {
  name: string;
  href: string;
}
