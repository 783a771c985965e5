import { PageHeading } from '../../features/pages/PageHeading.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
import type { Route } from './+types/paid';

const TITLE = 'pages.checkoutPaid';

export const meta: Route.MetaFunction = (args) => titledPageMeta(TITLE, args);

export default function Page() {
  return <PageHeading titleKey={TITLE} />;
}
