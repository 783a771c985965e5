// Form target of the express buttons (features/express): add the product page's product, start the
// wallet, on to its approval page.
import { expressStartAction } from '../../features/express/index.server.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/express';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export function action({ request, context, url }: Route.ActionArgs) {
  return expressStartAction(request, context, url);
}

export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
