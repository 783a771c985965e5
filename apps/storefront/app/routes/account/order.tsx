import { loadOrders } from '../../features/order/index.server.ts';
import { OrdersPage } from '../../features/order/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountOrder', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadOrders(context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
