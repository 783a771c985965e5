import { loadSearchPage } from '../features/search/index.server.ts';
import { searchPageMeta, SearchPage } from '../features/search/index.ts';
import type { Route } from './+types/search';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadSearchPage(context, url);
}

export const meta: Route.MetaFunction = (args) => searchPageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
