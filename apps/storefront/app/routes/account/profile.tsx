import { loadProfile, profileAction } from '../../features/account/profile.server.ts';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
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
