import { titledPageMeta } from '../features/pages/index.ts';
import { loadWishlist, wishlistAction } from '../features/wishlist/index.server.ts';
import { WishlistPage } from '../features/wishlist/index.ts';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.wishlist', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadWishlist(context, url);
}

export function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WishlistPage {...loaderData} />;
}
