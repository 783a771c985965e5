// Where the express wallet sends the shopper back (features/express): cancelled → where they were, the
// cart as it was; approved → the guest context and the review step.
import { expressReturnLoader } from '../../features/express/index.server.ts';
import type { Route } from './+types/express-return';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export function loader({ context, url }: Route.LoaderArgs) {
  return expressReturnLoader(context, url);
}

export const ErrorBoundary = formTargetErrorBoundary();
