import { loadNewsletterPage, newsletterAction } from '../features/newsletter/index.server.ts';
import { NewsletterPage } from '../features/newsletter/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/newsletter-subscribe';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.newsletterSubscribe', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadNewsletterPage(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return newsletterAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage confirm={loaderData.confirm} />;
}
