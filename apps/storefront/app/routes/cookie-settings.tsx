// Cookie settings: the page behind the footer link, and the target of every consent form (banner
// included), which stores the choice and goes back (features/consent).
import { consentAction } from '../features/consent/index.server.ts';
import { ConsentSettingsPage } from '../features/consent/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import { localeFromPathname } from '../i18n/paths.ts';
import type { Route } from './+types/cookie-settings';

export const meta: Route.MetaFunction = (args) => [...titledPageMeta('consent.settingsTitle', args), { name: 'robots', content: 'noindex, follow' }];

export function action({ request, context, url }: Route.ActionArgs) {
  return consentAction(request, context, url, localeFromPathname(url.pathname));
}

export default function Page() {
  return <ConsentSettingsPage />;
}
