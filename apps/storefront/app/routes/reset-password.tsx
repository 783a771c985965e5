import { loadResetPage, resetPasswordAction } from '../features/account/recovery.server.ts';
import { ResetPasswordPage } from '../features/account/RecoveryPages.tsx';
import { titledPageMeta } from '../features/pages/meta.ts';
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
