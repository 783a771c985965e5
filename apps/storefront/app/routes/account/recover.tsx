import { recoverAction } from '../../features/account/recovery.server.ts';
import { RecoverPage } from '../../features/account/RecoveryPages.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
import type { Route } from './+types/recover';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountRecover', args);

export function action({ request, context, url }: Route.ActionArgs) {
  return recoverAction(request, context, url);
}

export default function Page() {
  return <RecoverPage />;
}
