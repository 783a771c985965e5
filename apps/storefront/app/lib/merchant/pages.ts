// Pages of the merchant's own (merchant/routes.ts): each is routed like the storefront's pages, without a
// prefix and under every market's (app/routes.ts), and fuzzed by the storefront fuzz suite with what its
// entry says it reads. Plain data: the route table reads it at build time.
import type { LayoutName } from '../../route-table.ts';

/** Plausible form submissions a page's action takes, field → value (the fuzz suite varies them). */
type Form = Readonly<Record<string, string>>;

export interface MerchantPage {
  /** Unique among all routes (the route id is `<scope>/<name>`); `stores`. */
  name: string;
  /** URL path after the market's prefix, with `:params`: `stores`, `stores/:city`. */
  path: string;
  /** The route module, relative to merchant/: `pages/stores.tsx`. */
  file: string;
  layout: LayoutName;
  /** What the fuzz suite sends: the query parameters the loader reads, one plausible submission per form of its action. */
  fuzz?: { params?: readonly string[]; forms?: readonly Form[] };
}

/** A page list as the merchant writes it (checked by its type; names and paths by app/routes.ts at build). */
export function defineMerchantPages<const Pages extends readonly MerchantPage[]>(pages: Pages): Pages {
  return pages;
}
