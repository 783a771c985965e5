// The cart page and its form target (see ../../features/cart/cart-page.server.ts).
import { cartAction, loadCart } from '../../features/cart/index.server.ts';
import { CartPage } from '../../features/cart/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import { RecentlyViewed } from '../../features/product/index.ts';
import type { Route } from './+types/cart';

// A visitor's own cart: nothing for search engines' indexes.
export const meta: Route.MetaFunction = (args) => [...titledPageMeta('pages.checkoutCart', args), { name: 'robots', content: 'noindex, follow' }];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCart(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CartPage cart={loaderData} whenEmpty={<RecentlyViewed />} />;
}
