import { PageHeading } from '../features/pages/PageHeading.tsx';
import { titledPageMeta } from '../features/pages/meta.ts';
import type { Route } from './+types/shopware';

const TITLE = 'pages.shopware';

export const meta: Route.MetaFunction = (args) => titledPageMeta(TITLE, args);

export default function Page() {
  return <PageHeading titleKey={TITLE} />;
}
