// The routes of the optional parts: a switched-off part's pages and form targets answer 404 (the
// session middleware asks here), as if the shop never had them. Bare paths, without a locale prefix.
import { featureOn, type FeatureName } from './config.ts';

const SWITCHED_PATHS: readonly (readonly [path: string, part: FeatureName])[] = [
  ['/wishlist', 'wishlist'],
  ['/product/review', 'reviews'],
  ['/quick-order', 'quickOrder'],
  ['/compare', 'compare'],
  ['/llms.txt', 'llmsTxt'],
  ['/feeds', 'productFeed'],
  ['/mcp', 'mcp'],
];

/** The switched-off part a bare path belongs to, or undefined when the path is on. */
export function switchedOffPart(barePath: string): FeatureName | undefined {
  const match = SWITCHED_PATHS.find(([path]) => barePath === path || barePath.startsWith(`${path}/`));
  return match && !featureOn(match[1]) ? match[1] : undefined;
}
