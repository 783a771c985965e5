// The registration page of a customer group (e.g. business customers), from its Store API settings.
import { registerAction, loadRegisterPage } from '../features/account/index.server.ts';
import { RegisterPage } from '../features/account/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/customer-group-registration';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.register', args);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadRegisterPage(context, params.customerGroupId);
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return registerAction(request, context, url, params.customerGroupId);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RegisterPage {...loaderData} />;
}
