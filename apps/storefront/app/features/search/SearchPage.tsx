import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../navigation/index.ts';
import { ProductListing } from '../listing/index.ts';
import type { SearchPageData } from './search-page-view.ts';

export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="space-y-4 md:space-y-6">
      <Breadcrumbs crumbs={[{ name: t('pages.search'), href: pathname }]} />
      <h1 className="text-2xl font-bold tracking-tight md:text-4xl">
        {data.term ? t('catalog.search.resultsFor', { term: data.term }) : t('catalog.search.title')}
      </h1>
      {data.correctedTerm && (
        <div className="space-y-1" data-testid="did-you-mean">
          <p className="text-lg">
            {t('catalog.search.didYouMean')}{' '}
            <Link to={`${pathname}?${new URLSearchParams({ search: data.correctedTerm })}`} className="font-semibold underline underline-offset-2">
              {data.correctedTerm}
            </Link>
            ?
          </p>
          {data.listing && data.listing.total > 0 && (
            <p className="text-sm text-muted">{t('catalog.search.correctedNote', { term: data.term, corrected: data.correctedTerm })}</p>
          )}
        </div>
      )}
      {data.listing ? <ProductListing listing={data.listing} /> : <p>{t('catalog.search.prompt')}</p>}
    </div>
  );
}
