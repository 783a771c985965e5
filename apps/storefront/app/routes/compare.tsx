// Product comparison (see ../features/compare/compare.server.ts): private, it differs per browser.
import { compareAction, COMPARE_PAGE_HEADERS, loadComparePage } from '../features/compare/index.server.ts';
import { ComparePage } from '../features/compare/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = (args) => [...titledPageMeta('compare.heading', args), { name: 'robots', content: 'noindex, follow' }];

export const headers: Route.HeadersFunction = () => COMPARE_PAGE_HEADERS;

export function loader({ context, request, url }: Route.LoaderArgs) {
  return loadComparePage(context, request, url);
}

export function action({ request, context }: Route.ActionArgs) {
  return compareAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
