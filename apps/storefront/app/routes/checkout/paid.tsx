// The order's 'paid' page (features/order/order-result.server.ts).
import { loadOrderResult } from '../../features/order/index.server.ts';
import { OrderResultPage } from '../../features/order/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/paid';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkoutPaid', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderResult(context, params.id, 'paid');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage data={loaderData} />;
}
