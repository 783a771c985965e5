import { addressAction, loadAddressBook } from '../../features/account/index.server.ts';
import { AddressBookPage } from '../../features/account/index.ts';
import { titledPageMeta } from '../../features/pages/index.ts';
import type { Route } from './+types/address';

export const meta: Route.MetaFunction = (args) => titledPageMeta('pages.accountAddress', args);

export function loader({ context, url }: Route.LoaderArgs) {
  return loadAddressBook(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return addressAction(request, context, url);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AddressBookPage {...loaderData} />;
}
