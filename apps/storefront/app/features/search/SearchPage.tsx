import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { ProductListing } from '../listing/ProductListing.tsx';
import type { SearchPageData } from './search.server.ts';

export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="space-y-4 md:space-y-6">
      <Breadcrumbs crumbs={[{ name: t('pages.search'), href: pathname }]} />
      <h1 className="text-2xl font-bold tracking-tight md:text-4xl">
        {data.term ? t('catalog.search.resultsFor', { term: data.term }) : t('catalog.search.title')}
      </h1>
      {data.listing ? <ProductListing listing={data.listing} /> : <p>{t('catalog.search.prompt')}</p>}
    </div>
  );
}
