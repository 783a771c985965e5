// The header's item count, read with every page. A visitor without a context token has no cart yet,
// so the Store API is not asked (most first visits, crawlers).
import { readContextToken } from '../../lib/http/cookies.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { cartItemCount } from './cart-rules.ts';
import { readCart } from './cart.server.ts';

export async function cartCount(api: StoreApiClient, request: Request): Promise<number> {
  if (!readContextToken(request.headers.get('cookie'))) return 0;
  try {
    return cartItemCount(await readCart(api));
  } catch (error) {
    // The badge is an aid: a failed read shows none rather than an error page.
    if (storeApiFailureOf(error) || (error instanceof Error && error.name === 'FetchError')) return 0;
    throw error;
  }
}
