import { redirect } from 'react-router';
import { loginAction, readCustomer } from '../features/account/index.server.ts';
import { LoginPage, afterLoginTarget, REDIRECT_PARAM } from '../features/account/index.ts';
import { isLoggedIn } from '../features/session/index.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import { requestStateContext, storeApiContext } from '../lib/request-context.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.login', args);

/** A logged-in customer has nothing to do here: straight on to the wanted page. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await readCustomer(context.get(storeApiContext).api);
  if (isLoggedIn(customer)) throw redirect(afterLoginTarget(url.searchParams.get(REDIRECT_PARAM), context.get(requestStateContext).locale));
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function Page() {
  return <LoginPage />;
}
