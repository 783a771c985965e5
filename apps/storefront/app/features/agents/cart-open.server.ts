// `<market>/cart/open?link=…`: the cart an agent filled through MCP, opened in the shop. The sealed link
// (cart-link.ts) names the agent's cart; its products are added to the visitor's own cart (a new one when
// they have none), and the visitor lands on the cart page. An expired or forged link leads to the cart
// page as it is.
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath, splitLocalePath } from '../../i18n/paths.ts';
import { readConfig, servedOverHttps } from '../../lib/config.server.ts';
import { cartCookie, contextTokenCookie } from '../../lib/http/cookies.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { addProduct, readCart } from '../cart/index.server.ts';
import { cartLinkKey, openCartLink } from './cart-link.ts';

export const CART_LINK_PARAM = 'link';

export async function openAgentCart(context: Readonly<RouterContextProvider>, url: URL): Promise<Response> {
  const { locale } = splitLocalePath(url.pathname);
  const target = localisePath('/checkout/cart', locale);
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const token = openCartLink(url.searchParams.get(CART_LINK_PARAM) ?? '', Date.now(), cartLinkKey());
  if (!token) return redirect(target, { status: 303, headers });
  const config = readConfig();
  const items = (await readCart(createStoreApiSession(config, token).api).catch(() => null))?.lineItems ?? [];
  const session = context.get(storeApiContext);
  let added = false;
  for (const item of items) {
    if (item.type !== 'product' || !item.referencedId || !item.quantity) continue;
    // One by one, as the cart page adds them: a product sold out meanwhile does not cost the others.
    await addProduct(session.api, item.referencedId, item.quantity).then(
      () => (added = true),
      () => undefined,
    );
  }
  const visitorToken = session.contextToken();
  if (added && visitorToken) {
    const secure = servedOverHttps(config, url);
    // A GET keeps no token on its own (session middleware): this one is the visitor's first write.
    if (session.tokenChanged()) headers.append('set-cookie', contextTokenCookie(visitorToken, secure));
    headers.append('set-cookie', cartCookie(true, secure));
  }
  return redirect(target, { status: 303, headers });
}
