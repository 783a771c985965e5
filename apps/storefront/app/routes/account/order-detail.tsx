// /account/order/{deepLinkCode}: one order for its customer, or for a guest who answers with the order's
// e-mail address and postal code (features/order/). Reorder, cancel and the guest's answers post here.
import { orderPageAction, ORDER_PAGE_HEADERS, loadOrderPage } from '../../features/order/index.server.ts';
import { OrderPage } from '../../features/order/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = (args) => titledPageMeta('orderPage.title', args);

export const headers: Route.HeadersFunction = () => ORDER_PAGE_HEADERS;

export function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadOrderPage(context, request, url, params.deepLinkCode);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return orderPageAction(request, context, url, params.deepLinkCode);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage data={loaderData} guestForm={actionData ?? null} />;
}
