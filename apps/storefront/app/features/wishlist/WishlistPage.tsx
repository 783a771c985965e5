import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useRootData } from '../layout/root-data.ts';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { useNotifications } from '../notifications/Notifications.tsx';
import { pageOf, removeId, totalPages, writeLocalWishlist } from './local-list.ts';
import type { WishlistProduct } from './product.ts';
import { useLocalWishlist } from './WishlistButton.tsx';
import type { WishlistData } from './wishlist.server.ts';

function usePrice(): (value: number) => string {
  const locale = useLocale();
  const root = useRootData();
  const currency = root?.currencies.find((candidate) => candidate.id === root.currencyId)?.isoCode ?? 'EUR';
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (value) => format.format(value);
}

function ProductList({ products, onRemove }: { products: WishlistProduct[]; onRemove: (product: WishlistProduct) => React.ReactNode }) {
  const price = usePrice();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col gap-2 rounded border border-slate-300 p-4" data-product-id={product.id}>
          {product.imageUrl && <img src={product.imageUrl} alt={product.imageAlt} loading="lazy" className="aspect-square w-full object-contain" />}
          <Link to={product.href} className="font-semibold underline-offset-2 hover:underline">
            {product.name}
          </Link>
          {product.price !== null && <p>{price(product.price)}</p>}
          {onRemove(product)}
        </li>
      ))}
    </ul>
  );
}

function Pagination({ page, total }: { page: number; total: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = totalPages(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('wishlist.pagination')} className="mt-6 flex items-center gap-4">
      {page > 1 && (
        <Link to={`${pathname}?p=${page - 1}`} className="underline">
          {t('wishlist.previous')}
        </Link>
      )}
      <span>{t('wishlist.page', { page, total: pages })}</span>
      {page < pages && (
        <Link to={`${pathname}?p=${page + 1}`} className="underline">
          {t('wishlist.next')}
        </Link>
      )}
    </nav>
  );
}

function ServerWishlist({ products, total, page }: WishlistData) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (products.length === 0) return <p>{t('wishlist.empty')}</p>;
  return (
    <>
      <p className="mb-4">{t('wishlist.count', { count: total })}</p>
      <ProductList
        products={products}
        onRemove={(product) => (
          <Form method="post" action={localisePath('/wishlist', locale)}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
            <button type="submit" className="rounded border border-slate-400 px-3 py-1 text-sm" aria-label={t('wishlist.removeLabel', { name: product.name })}>
              {t('wishlist.remove')}
            </button>
          </Form>
        )}
      />
      <Pagination page={page} total={total} />
    </>
  );
}

function LocalWishlist({ page }: { page: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ids = useLocalWishlist();
  const fetcher = useFetcher<WishlistData>();
  const { pathname } = useLocation();
  const { notify } = useNotifications();
  const pageIds = pageOf(ids, page).join(',');
  const { load } = fetcher;

  useEffect(() => {
    if (pageIds) void load(`${pathname}?ids=${pageIds}`);
  }, [pageIds, pathname, load]);

  if (!hydrated) {
    return (
      <noscript>
        <p>{t('wishlist.noScript')}</p>
      </noscript>
    );
  }
  if (ids.length === 0) return <p>{t('wishlist.empty')}</p>;
  const products = (fetcher.data?.products ?? []).filter((product) => ids.includes(product.id));
  return (
    <>
      <p className="mb-4">{t('wishlist.count', { count: ids.length })}</p>
      {products.length === 0 && fetcher.state !== 'idle' ? (
        <p role="status">{t('wishlist.loading')}</p>
      ) : (
        <ProductList
          products={products}
          onRemove={(product) => (
            <button
              type="button"
              className="rounded border border-slate-400 px-3 py-1 text-sm"
              aria-label={t('wishlist.removeLabel', { name: product.name })}
              onClick={() => {
                writeLocalWishlist(removeId(ids, product.id));
                notify({ type: 'success', message: t('wishlist.removed') });
              }}
            >
              {t('wishlist.remove')}
            </button>
          )}
        />
      )}
      <Pagination page={page} total={ids.length} />
    </>
  );
}

export function WishlistPage(props: WishlistData) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.wishlist'), href: localisePath('/wishlist', locale) }]} />
      <h1 className="mb-4 text-3xl font-bold">{t('pages.wishlist')}</h1>
      {props.mode === 'server' ? <ServerWishlist {...props} /> : <LocalWishlist page={props.page} />}
    </>
  );
}
