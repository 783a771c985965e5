import { registerAction, loadRegisterPage } from '../features/account/index.server.ts';
import { RegisterPage } from '../features/account/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.register', args);

export function loader({ context }: Route.LoaderArgs) {
  return loadRegisterPage(context);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return registerAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RegisterPage {...loaderData} />;
}
