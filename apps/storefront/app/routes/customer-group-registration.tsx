// The registration page of a customer group (e.g. business customers), from its Store API settings.
import { registerAction } from '../features/account/auth.server.ts';
import { loadRegisterPage } from '../features/account/register.server.ts';
import { RegisterPage } from '../features/account/RegisterPage.tsx';
import { titledPageMeta } from '../features/pages/meta.ts';
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
