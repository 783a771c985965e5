// The order's 'success' page (features/order/order-result.server.ts).
import { loadOrderResult } from '../../features/order/order-result.server.ts';
import { OrderResultPage } from '../../features/order/OrderResultPage.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
import type { Route } from './+types/success';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkoutSuccess', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderResult(context, params.id, 'success');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage data={loaderData} />;
}
