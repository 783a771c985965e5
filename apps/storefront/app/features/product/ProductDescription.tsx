import { useTranslation } from '../../i18n/react.tsx';
import type { ProductDetailView } from '../product-data/index.ts';

/** Description (HTML sanitised on the server) and the product's properties as a definition list. */
export function ProductDescription({ product, headingLevel = 2 }: { product: ProductDetailView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!product.description && product.properties.length === 0) return null;
  return (
    <section className="grid gap-10 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] md:gap-16" data-testid="product-description">
      {product.description ? (
        <div>
          <Heading className="mb-4 text-2xl font-bold tracking-tight">{t('catalog.product.description')}</Heading>
          <div className="cms-html" dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
      ) : (
        <div />
      )}
      {product.properties.length > 0 && (
        <div>
          <Heading className="mb-4 text-2xl font-bold tracking-tight">{t('catalog.product.properties')}</Heading>
          <dl className="divide-y divide-line">
            {product.properties.map((property) => (
              <div key={property.group} className="flex justify-between gap-4 py-2">
                <dt className="text-muted">{property.group}</dt>
                <dd className="text-right font-medium">{property.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
