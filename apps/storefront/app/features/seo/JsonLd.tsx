// Structured data in the body. The head is sent with the first bytes, before streamed data (the
// breadcrumb, the reviews) has arrived, so JSON-LD built from it follows in the body: search
// engines read JSON-LD anywhere in the document, and crawlers get the complete document at once
// (entry.server.tsx waits for all data for bots).
import { useMatches } from 'react-router';
import { Streamed } from '../../ui/Streamed.tsx';
import type { ProductDetailView, ReviewsView } from '../product-data/index.ts';
import { useRootLoaderData, type PageRootData } from '../../lib/root-data.ts';
import { productJsonLd, rootCurrency } from './json-ld.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';

/** A `<script type="application/ld+json">`; `<` is escaped so no value can end the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** The product's JSON-LD (offer, and the rating once the streamed reviews are there). */
export function ProductJsonLd({ product, reviews }: { product: ProductDetailView; reviews: Promise<ReviewsView> }) {
  const origin = useRootLoaderData<PageRootData>()?.origin ?? '';
  const currency = rootCurrency(useMatches());
  // The market's country is its locale's region (en-GB → GB); the policies are the merchant's configuration.
  const market = { country: useLocale().split('-')[1]?.toUpperCase() ?? '', policies: merchantConfig().policies };
  return <Streamed resolve={reviews}>{(loaded) => <JsonLd data={productJsonLd(product, loaded, origin, currency, market)} />}</Streamed>;
}
