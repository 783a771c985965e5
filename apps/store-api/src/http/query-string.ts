// Query strings read the way PHP (and so Shopware) reads them: bracket keys nest, so GET criteria
// such as `ids[]=…`, `filter[0][type]=equals`, `includes[product][]=id` or `associations[media][]`
// reach the routes as arrays and objects, not as flat keys nobody looks at.
import qs from 'qs';

export function parseQueryString(query: string): Record<string, unknown> {
  // PHP has no nesting or list limits worth the name; qs's defaults (depth 5, 20 list items) are lifted.
  return qs.parse(query, { depth: 20, arrayLimit: 1000, parameterLimit: 5000 });
}
