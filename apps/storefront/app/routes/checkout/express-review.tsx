// /checkout/express/review: the express checkout's one review step (features/express).
import { expressReviewAction, loadExpressReview } from '../../features/express/index.server.ts';
import { ExpressReviewPage } from '../../features/express/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/express-review';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkout', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadExpressReview(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return expressReviewAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ExpressReviewPage data={loaderData} />;
}
