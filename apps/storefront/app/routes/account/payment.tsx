import { loadPayment, paymentAction } from '../../features/account/index.server.ts';
import { PaymentPage } from '../../features/account/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountPayment', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadPayment(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return paymentAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PaymentPage {...loaderData} />;
}
