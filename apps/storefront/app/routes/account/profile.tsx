import { loadProfile, profileAction } from '../../features/account/index.server.ts';
import { ProfilePage } from '../../features/account/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountProfile', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadProfile(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return profileAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}
