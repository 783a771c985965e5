import type { MessageKey } from '../../i18n/message-key.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { Breadcrumbs } from '../navigation/index.ts';

interface Props {
  titleKey: MessageKey;
  /** Show the trail Home › page (docs/product-rules.md §2 lists breadcrumb labels for these pages). */
  breadcrumb?: boolean;
}

/** Heading of a page whose content arrives with a later feature (no placeholder data). */
export function PageHeading({ titleKey, breadcrumb = false }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {breadcrumb && <Breadcrumbs crumbs={[{ name: t(titleKey), href: pathname }]} />}
      <h1 className="text-2xl font-bold tracking-tight md:text-4xl">{t(titleKey)}</h1>
    </>
  );
}
