import { PageHeading } from '../../features/pages/PageHeading.tsx';
import { titledPageMeta } from '../../features/pages/meta.ts';
import type { Route } from './+types/success';

const TITLE = 'pages.checkoutSuccess';

export const meta: Route.MetaFunction = (args) => titledPageMeta(TITLE, args);

export default function Page() {
  return <PageHeading titleKey={TITLE} />;
}
