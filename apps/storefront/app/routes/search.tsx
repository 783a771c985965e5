import { loadSearchPage } from '../features/search/search.server.ts';
import { searchPageMeta } from '../features/search/search-meta.ts';
import { SearchPage } from '../features/search/SearchPage.tsx';
import type { Route } from './+types/search';

export function loader({ context, url }: Route.LoaderArgs) {
  return loadSearchPage(context, url);
}

export const meta: Route.MetaFunction = (args) => searchPageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
