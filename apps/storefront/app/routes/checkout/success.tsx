// The order's 'success' page (features/order/order-result.server.ts).
import { loadOrderResult } from '../../features/order/index.server.ts';
import { OrderResultPage } from '../../features/order/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/success';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkoutSuccess', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderResult(context, params.id, 'success');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage data={loaderData} />;
}
