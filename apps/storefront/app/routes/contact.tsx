// The contact page, and the target of the contact CMS element (which then lands here only without
// JavaScript and only when something must be corrected).
import { ContactForm } from '../features/contact/index.ts';
import { contactAction, loadContactPage } from '../features/contact/index.server.ts';
import { titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) => titledPageMeta('contact.heading', args);

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContactForm salutations={loaderData.salutations} headingLevel={1} />;
}
