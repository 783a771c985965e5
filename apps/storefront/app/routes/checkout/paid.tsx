// The order's 'paid' page (features/order/order-result.server.ts).
import { loadOrderResult } from '../../features/order/order-result.server.ts';
import { OrderResultPage } from '../../features/order/OrderResultPage.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
import type { Route } from './+types/paid';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.checkoutPaid', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderResult(context, params.id, 'paid');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage data={loaderData} />;
}
