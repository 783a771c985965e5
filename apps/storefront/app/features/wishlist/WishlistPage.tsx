// The wishlist page: the products (into the cart, or to the product page for variants), remove one or
// all (after a confirmation step), and an empty state that leads back to the products.
import { useEffect, useRef } from 'react';
import { Heart, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { AddToCartForm } from '../cart/index.ts';
import { usePriceFormat } from '../product-data/index.ts';
import { Breadcrumbs } from '../navigation/index.ts';
import { useNotifications } from '../notifications/index.ts';
import { pageOf, removeId, totalPages, writeLocalWishlist } from './local-list.ts';
import type { WishlistProduct } from './product.ts';
import { useLocalWishlist } from './WishlistButton.tsx';
import type { WishlistData } from './wishlist.server.ts';

/** Into the cart from the wishlist; a parent of variants opens its product page to choose the options. */
function BuyAction({ product }: { product: WishlistProduct }) {
  const { t } = useTranslation();
  if (product.hasVariants) {
    return (
      <Link to={product.href} className="btn btn-secondary text-center" aria-label={t('wishlist.chooseOptionsLabel', { name: product.name })}>
        {t('wishlist.chooseOptions')}
      </Link>
    );
  }
  if (!product.buyable) return null;
  return <AddToCartForm productId={product.id} productName={product.name} />;
}

function ProductList({ products, onRemove }: { products: WishlistProduct[]; onRemove: (product: WishlistProduct) => React.ReactNode }) {
  const price = usePriceFormat();
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col gap-3" data-product-id={product.id}>
          <Link to={product.href} tabIndex={-1} aria-hidden="true" className="block aspect-[4/5] overflow-hidden rounded-card bg-surface">
            {product.imageUrl && <img src={product.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />}
          </Link>
          <div className="space-y-1">
            <Link to={product.href} className="line-clamp-2 font-medium underline-offset-2 hover:underline">
              {product.name}
            </Link>
            {product.price !== null && <p className="font-bold">{price(product.price)}</p>}
          </div>
          <div className="mt-auto flex items-center gap-1">
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
    <div data-testid="empty-wishlist">
      <EmptyState
        icon={<Heart aria-hidden className="size-7" />}
        title={t('wishlist.emptyState')}
        action={<ButtonLink to={homePath(locale)}>{t('wishlist.browse')}</ButtonLink>}
      />
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
      <Link to={`${base}?${CONFIRM_PARAM}=clear`} className="btn btn-ghost btn-sm text-muted">
        {t('wishlist.removeAll')}
      </Link>
    );
  }
  return (
    <section aria-labelledby="wishlist-clear-heading" className="w-full rounded-card border border-warning bg-warning-soft p-4" data-testid="wishlist-clear">
      <h2 id="wishlist-clear-heading" ref={headingRef} tabIndex={-1} className="mb-2 font-semibold focus:outline-none">
        {t('wishlist.confirmClear')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {onClear ? (
          <Link to={base} onClick={onClear} className="btn bg-danger text-white hover:bg-danger/90">
            {t('wishlist.confirmClearYes')}
          </Link>
        ) : (
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className="btn bg-danger text-white hover:bg-danger/90">
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
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{t('wishlist.count', { count: total })}</p>
        <ClearAll />
      </div>
      <ProductList
        products={products}
        onRemove={(product) => (
          <Form method="post" action={localisePath('/wishlist', locale)}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
            <IconButton
              type="submit"
              size="sm"
              label={t('wishlist.removeLabel', { name: product.name })}
              icon={<Trash2 aria-hidden className="size-4.5" />}
              className="text-muted hover:text-danger"
            />
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
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{t('wishlist.count', { count: ids.length })}</p>
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
            <IconButton
              size="sm"
              label={t('wishlist.removeLabel', { name: product.name })}
              icon={<Trash2 aria-hidden className="size-4.5" />}
              className="text-muted hover:text-danger"
              onClick={() => {
                writeLocalWishlist(removeId(ids, product.id));
                notify({ type: 'success', message: t('wishlist.removed') });
              }}
            />
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
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('pages.wishlist')}</h1>
      {props.mode === 'server' ? <ServerWishlist {...props} /> : <LocalWishlist page={props.page} />}
    </>
  );
}
