import { recoverAction } from '../../features/account/index.server.ts';
import { RecoverPage } from '../../features/account/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/recover';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountRecover', args);

export function action({ request, context, url }: Route.ActionArgs) {
  return recoverAction(request, context, url);
}

export default function Page() {
  return <RecoverPage />;
}
