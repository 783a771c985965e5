import { loadOverview } from '../../features/account/index.server.ts';
import { OverviewPage } from '../../features/account/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/overview';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.account', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadOverview(context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
