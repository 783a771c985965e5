// The order's 'unpaid' page (features/order/order-result.server.ts).
import { loadOrderResult } from '../../features/order/index.server.ts';
import { OrderResultPage } from '../../features/order/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/unpaid';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkoutUnpaid', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderResult(context, params.id, 'unpaid');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage data={loaderData} />;
}
