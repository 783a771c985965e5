// The compare page: a table with one column per product (picture, name, price, rating, manufacturer,
// each property group, availability, add to cart), "Only differences" and remove one. Plain links and
// forms, so it works without JavaScript; on phones the table scrolls sideways beside its row names.
import { Scale, X } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { homePath, localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { Rating } from '../../ui/Rating.tsx';
import { featureOn } from '../../lib/merchant/config.ts';
import { AddToCartForm } from '../cart/index.ts';
import { PageHeading } from '../pages/index.ts';
import { ProductImage, ProductPrice } from '../product-data/index.ts';
import { COMPARE_LIMIT, COMPARE_PATH } from './compare-list.ts';
import type { ComparePageData } from './compare.server.ts';
import { differs, type CompareProduct } from './compare-view.ts';

const CELL = 'border-b border-line p-3 align-top text-sm';
const ROW_HEAD = `${CELL} sticky left-0 z-10 w-32 min-w-32 bg-canvas text-left font-semibold md:w-44`;

function ReplaceChoice({ pending, products }: { pending: NonNullable<ComparePageData['pending']>; products: CompareProduct[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = localisePath(COMPARE_PATH, locale);
  return (
    <section aria-labelledby="compare-replace" className="space-y-3 rounded-card border border-warning bg-warning-soft p-4" data-testid="compare-replace">
      <h2 id="compare-replace" className="font-semibold">
        {t('compare.fullTitle', { limit: COMPARE_LIMIT })}
      </h2>
      <p>{t('compare.fullQuestion', { name: pending.name })}</p>
      <ul className="flex flex-wrap gap-2">
        {products.map((product) => (
          <li key={product.id}>
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="replace" />
              <input type="hidden" name="productId" value={pending.id} />
              <input type="hidden" name="replace" value={product.id} />
              <Button type="submit" variant="secondary" size="sm">
                {t('compare.replace', { name: product.name })}
              </Button>
            </Form>
          </li>
        ))}
        <li>
          <ButtonLink to={action} variant="ghost" size="sm">
            {t('compare.keep')}
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}

function RemoveForm({ product }: { product: CompareProduct }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={localisePath(COMPARE_PATH, locale)} preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className={iconButtonClass()} aria-label={t('compare.removeLabel', { name: product.name })}>
        <X aria-hidden="true" size={18} />
      </button>
    </Form>
  );
}

function DifferencesSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const option = (active: boolean, to: string, label: string) => (
    <Link
      to={to}
      aria-current={active ? 'true' : undefined}
      preventScrollReset
      className={`inline-flex min-h-9 items-center rounded-control px-3 text-sm font-semibold ${active ? 'bg-ink text-canvas' : 'text-ink hover:bg-surface'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('compare.show')} className="inline-flex gap-1 rounded-control border border-line-strong p-1">
      {option(!on, pathname, t('compare.all'))}
      {option(on, `${pathname}?only=differences`, t('compare.onlyDifferences'))}
    </nav>
  );
}

export function ComparePage({ products, groups, onlyDifferences, pending }: ComparePageData) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (products.length === 0 && !pending) {
    return (
      <div className="space-y-6">
        <PageHeading titleKey="compare.heading" breadcrumb />
        <EmptyState icon={<Scale size={28} />} title={t('compare.empty')} action={<ButtonLink to={homePath(locale)}>{t('cart.continueShopping')}</ButtonLink>}>
          {t('compare.emptyHint', { limit: COMPARE_LIMIT })}
        </EmptyState>
      </div>
    );
  }
  const rows: { key: string; name: string; values: string[]; cell: (product: CompareProduct) => React.ReactNode }[] = [
    { key: 'price', name: t('compare.price'), values: products.map((p) => p.price.unitText ?? ''), cell: (p) => <ProductPrice price={p.price} /> },
    // Ratings are reviews: a shop without them compares no ratings either.
    ...(featureOn('reviews')
      ? [
          {
            key: 'rating',
            name: t('compare.rating'),
            values: products.map((p) => String(p.ratingAverage ?? '')),
            cell: (p: CompareProduct) => (p.ratingAverage ? <Rating value={p.ratingAverage} /> : <span className="text-muted">{t('compare.noRating')}</span>),
          },
        ]
      : []),
    { key: 'manufacturer', name: t('compare.manufacturer'), values: products.map((p) => p.manufacturer), cell: (p) => p.manufacturer || '–' },
    ...groups.map((group) => ({
      key: group.id,
      name: group.name,
      values: products.map((p) => p.properties[group.id] ?? ''),
      cell: (p: CompareProduct) => p.properties[group.id] || '–',
    })),
    {
      key: 'availability',
      name: t('compare.availability'),
      values: products.map((p) => String(p.available)),
      cell: (p) => <span className={p.available ? 'text-success' : 'text-danger'}>{t(p.available ? 'compare.available' : 'compare.unavailable')}</span>,
    },
  ];
  const shown = onlyDifferences && products.length > 1 ? rows.filter((row) => differs(row.values)) : rows;
  return (
    <div className="space-y-6">
      <PageHeading titleKey="compare.heading" breadcrumb />
      {pending && <ReplaceChoice pending={pending} products={products} />}
      {products.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted">{t('compare.summary', { count: products.length, limit: COMPARE_LIMIT })}</p>
            <DifferencesSwitch on={onlyDifferences} />
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- on phones the table scrolls: keyboard users must reach it */}
          <div className="relative overflow-x-auto rounded-card border border-line" tabIndex={0} role="region" aria-labelledby="compare-caption">
            <table className="w-full border-collapse" data-testid="compare-table">
              <caption id="compare-caption" className="sr-only">
                {t('compare.caption')}
              </caption>
              <thead>
                <tr>
                  <td className={ROW_HEAD} />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className={`${CELL} min-w-44 text-left font-normal`} data-product-id={product.id}>
                      <div className="flex flex-col gap-2">
                        <div className="relative max-w-40">
                          <Link
                            to={product.href}
                            tabIndex={-1}
                            aria-hidden="true"
                            className="block aspect-[4/5] w-full overflow-hidden rounded-card bg-surface"
                          >
                            {product.image && <ProductImage image={product.image} decorative sizes="160px" className="h-full w-full object-cover" />}
                          </Link>
                          <div className="absolute top-1 right-1 rounded-full bg-canvas/85">
                            <RemoveForm product={product} />
                          </div>
                        </div>
                        <Link to={product.href} className="font-semibold underline-offset-2 hover:underline">
                          {product.name}
                        </Link>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.key} data-row={row.key}>
                    <th scope="row" className={ROW_HEAD}>
                      {row.name}
                    </th>
                    {products.map((product) => (
                      <td key={product.id} className={CELL}>
                        {row.cell(product)}
                      </td>
                    ))}
                  </tr>
                ))}
                {onlyDifferences && shown.length === 0 && (
                  <tr>
                    <td colSpan={products.length + 1} className={`${CELL} text-muted`}>
                      {t('compare.noDifferences')}
                    </td>
                  </tr>
                )}
                <tr>
                  <th scope="row" className={ROW_HEAD}>
                    <span className="sr-only">{t('compare.buy')}</span>
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className={CELL}>
                      {product.hasVariants ? (
                        <Link to={product.href} className="btn btn-secondary btn-sm" aria-label={t('wishlist.chooseOptionsLabel', { name: product.name })}>
                          {t('wishlist.chooseOptions')}
                        </Link>
                      ) : (
                        <AddToCartForm productId={product.id} productName={product.name} disabled={!product.available} />
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
