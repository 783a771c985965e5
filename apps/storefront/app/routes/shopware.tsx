import { PageHeading, titledPageMeta } from '../features/pages/index.ts';
import type { Route } from './+types/shopware';

const TITLE = 'pages.shopware';

export const meta: Route.MetaFunction = (args) => titledPageMeta(TITLE, args);

export default function Page() {
  return <PageHeading titleKey={TITLE} />;
}
