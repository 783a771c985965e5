// The wishlist page: the products (into the cart, or to the product page for variants), remove one or
// all (after a confirmation step), and an empty state that leads back to the products.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
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

/** Into the cart from the wishlist; a parent of variants opens its product page to choose the options. */
function BuyAction({ product }: { product: WishlistProduct }) {
  const { t } = useTranslation();
  if (product.hasVariants) {
    return (
      <Link to={product.href} className="rounded border border-slate-900 px-3 py-2 text-center text-sm font-semibold hover:bg-slate-100" aria-label={t('wishlist.chooseOptionsLabel', { name: product.name })}>
        {t('wishlist.chooseOptions')}
      </Link>
    );
  }
  if (!product.buyable) return null;
  return <AddToCartForm productId={product.id} productName={product.name} />;
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
          <div className="mt-auto flex flex-wrap items-center gap-2">
            <BuyAction product={product} />
            {onRemove(product)}
          </div>
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

/** The empty wishlist: an icon, one sentence and the way to products. */
function EmptyWishlist() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" data-testid="empty-wishlist">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
      <p className="text-lg">{t('wishlist.emptyState')}</p>
      <Link to={homePath(locale)} className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
        {t('wishlist.browse')}
      </Link>
    </div>
  );
}

const CONFIRM_PARAM = 'confirm';

/**
 * "Remove all" asks first: the link opens a confirmation step on the page (`?confirm=clear`), which
 * works the same without JavaScript; the step's button removes everything.
 */
function ClearAll({ onClear }: { onClear?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirming = params.get(CONFIRM_PARAM) === 'clear';
  useEffect(() => {
    if (confirming) headingRef.current?.focus();
  }, [confirming]);
  const base = localisePath('/wishlist', locale);
  if (!confirming) {
    return (
      <Link to={`${base}?${CONFIRM_PARAM}=clear`} className="rounded border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100">
        {t('wishlist.removeAll')}
      </Link>
    );
  }
  return (
    <section aria-labelledby="wishlist-clear-heading" className="w-full rounded border border-amber-400 bg-amber-50 p-4" data-testid="wishlist-clear">
      <h2 id="wishlist-clear-heading" ref={headingRef} tabIndex={-1} className="mb-2 font-semibold focus:outline-none">
        {t('wishlist.confirmClear')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {onClear ? (
          <Link to={base} onClick={onClear} className="rounded bg-red-800 px-4 py-2 font-semibold text-white">
            {t('wishlist.confirmClearYes')}
          </Link>
        ) : (
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className="rounded bg-red-800 px-4 py-2 font-semibold text-white">
              {t('wishlist.confirmClearYes')}
            </button>
          </Form>
        )}
        <Link to={base} className="underline">
          {t('wishlist.keep')}
        </Link>
      </div>
    </section>
  );
}

function ServerWishlist({ products, total, page }: WishlistData) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (products.length === 0) return <EmptyWishlist />;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p>{t('wishlist.count', { count: total })}</p>
        <ClearAll />
      </div>
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
  if (ids.length === 0) return <EmptyWishlist />;
  const products = (fetcher.data?.products ?? []).filter((product) => ids.includes(product.id));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p>{t('wishlist.count', { count: ids.length })}</p>
        <ClearAll
          onClear={() => {
            writeLocalWishlist([]);
            notify({ type: 'success', message: t('wishlist.cleared') });
          }}
        />
      </div>
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
