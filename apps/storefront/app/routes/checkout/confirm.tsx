// /checkout: loader and form target in features/checkout (checkout.server.ts, checkout-action.server.ts).
import { checkoutAction, loadCheckout } from '../../features/checkout/index.server.ts';
import { CheckoutPage } from '../../features/checkout/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkout', args);

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckout(context);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return checkoutAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
