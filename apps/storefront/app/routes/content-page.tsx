// Home page and catch-all: whatever the path resolves to via the Store API's SEO URLs.
import { ContentPageView, contentPageMeta } from '../features/content-page/index.ts';
import { loadContentPage } from '../features/content-page/index.server.ts';
import { pageMarkdown } from '../features/agents/index.server.ts';
import type { Route } from './+types/content-page';

/** `Accept: text/markdown`: the page as Markdown (features/agents). */
export const middleware: Route.MiddlewareFunction[] = [pageMarkdown];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadContentPage(context, url);
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
