// Quick order by product number (see ../features/quick-order/quick-order.server.ts).
import { QuickOrderPage } from '../features/quick-order/index.ts';
import { quickOrderAction } from '../features/quick-order/index.server.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/quick-order';

export const meta: Route.MetaFunction = (args) => titledPageMeta('quickOrder.heading', args);

export function action({ request, context }: Route.ActionArgs) {
  return quickOrderAction(request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <QuickOrderPage answer={actionData} />;
}
