import { loadResetPage, resetPasswordAction } from '../features/account/index.server.ts';
import { ResetPasswordPage } from '../features/account/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.resetPassword', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadResetPage(context, url);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordPage {...loaderData} />;
}
