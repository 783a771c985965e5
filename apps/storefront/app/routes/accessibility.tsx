// The accessibility statement (features/accessibility), linked from every page's footer.
import { AccessibilityStatement } from '../features/accessibility/index.ts';
import { loadStatement } from '../features/accessibility/index.server.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import { localeFromPathname } from '../i18n/paths.ts';
import type { Route } from './+types/accessibility';

export const meta: Route.MetaFunction = (args) => titledPageMeta('accessibility.title', args);

export function loader({ url }: Route.LoaderArgs) {
  return loadStatement(localeFromPathname(url.pathname));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AccessibilityStatement data={loaderData} />;
}
