// An example of a merchant's own page: the shops where customers can pick up and return orders, filtered
// by `?city=` (a loader that reads the URL). Title and texts are the merchant's messages (merchant/messages.ts).
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { PageHeading, titledPageMeta } from '../../app/features/pages/index.ts';
import { useTranslation } from '../../app/i18n/react.tsx';
import { STORES, storesIn } from './stores-data.ts';

const TITLE = 'merchant.stores.title';

export function loader({ request }: LoaderFunctionArgs) {
  const city = new URL(request.url).searchParams.get('city') ?? '';
  return { city, stores: storesIn(city), cities: STORES.map((store) => store.city) };
}

export const meta = (args: MetaArgs) => titledPageMeta(TITLE, args);

export default function StoresPage() {
  const { t } = useTranslation();
  const { city, stores, cities } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading titleKey={TITLE} />
      <p className="mt-2 text-muted">{t('merchant.stores.intro')}</p>
      <nav aria-label={t('merchant.stores.cities')} className="mt-4 flex flex-wrap gap-2">
        {['', ...cities].map((name) => (
          <Link
            key={name || 'all'}
            to={name ? `?city=${encodeURIComponent(name)}` : '.'}
            aria-current={name === city ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft"
          >
            {name || t('merchant.stores.all')}
          </Link>
        ))}
      </nav>
      {stores.length === 0 ? (
        <p className="mt-6">{t('merchant.stores.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {stores.map((store) => (
            <li key={store.city} className="rounded-card border border-line p-4" data-testid="merchant-store">
              <h2 className="font-semibold">{store.city}</h2>
              <p>{store.street}</p>
              <p className="text-muted">{t('merchant.stores.hours', { hours: store.hours })}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
