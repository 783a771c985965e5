import { titledPageMeta } from '../features/pages/meta.ts';
import { loadWishlist, wishlistAction } from '../features/wishlist/wishlist.server.ts';
import { WishlistPage } from '../features/wishlist/WishlistPage.tsx';
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
