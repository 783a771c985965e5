// The MCP server at /mcp (Streamable HTTP, stateless: a server and transport per request, JSON answers).
// Tools read the catalogue in the host's default market and fill a fresh cart whose sealed link opens it
// in the shop; no tool reads or changes an account. Rate limited per client address.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { splitLocalePath, localisePath } from '../../i18n/paths.ts';
import { readConfig } from '../../lib/config.server.ts';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { addProduct, productSeoPaths, readCart } from '../cart/index.server.ts';
import { loadContentPage } from '../content-page/index.server.ts';
import { loadNavigation } from '../navigation/index.server.ts';
import type { NavigationLink } from '../navigation/index.ts';
import { toProductCard } from '../product-data/index.ts';
import { requestViewContext } from '../product-data/index.server.ts';
import { cartLinkKey, sealCartLink } from './cart-link.ts';
import { CART_LINK_PARAM } from './cart-open.server.ts';
import { absoluteUrl } from './markdown-text.ts';
import { productMarkdown, type MarkdownLabels } from './page-markdown.ts';
import { markdownLabels } from './page-markdown.server.ts';

/** Requests per client address and minute: enough for an agent's conversation, not for scraping. */
const limiter = new RateLimiterMemory({ keyPrefix: 'mcp', points: 60, duration: 60 });

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

interface ToolScope {
  context: Readonly<RouterContextProvider>;
  origin: string;
  locale: string;
  labels: MarkdownLabels;
}

function categoryTree(links: readonly NavigationLink[], origin: string): unknown[] {
  return links.map((link) => ({
    name: link.name,
    ...(link.href ? { url: absoluteUrl(origin, link.href) } : {}),
    ...(link.children?.length ? { children: categoryTree(link.children, origin) } : {}),
  }));
}

/** The product page of a product id as the HTML route loads it (a technical path redirects to its SEO path). */
async function productPage(scope: ToolScope, productId: string) {
  let url = new URL(localisePath(`/detail/${encodeURIComponent(productId)}`, scope.locale), scope.origin);
  for (let hop = 0; hop < 2; hop += 1) {
    try {
      return { page: await loadContentPage(scope.context, url), url };
    } catch (thrown) {
      const location = thrown instanceof Response ? thrown.headers.get('location') : null;
      if (!location) throw thrown;
      url = new URL(location, scope.origin);
    }
  }
  throw new Error('Too many redirects');
}

function createServer(scope: ToolScope): McpServer {
  const { context, origin, locale } = scope;
  const { api } = context.get(storeApiContext);
  const view = requestViewContext(context, locale);
  const server = new McpServer({ name: `${merchantConfig().brand.name} shop`, version: '1.0.0' });

  server.registerTool(
    'search_products',
    {
      title: 'Search products',
      description: 'Full-text search of the catalogue. Answers each product with id, name, price (in the shop currency), availability and URL.',
      inputSchema: { query: z.string().min(1).max(200), limit: z.number().int().min(1).max(24).default(10) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const { data } = await api.invoke('searchPage post /search', { headers: { 'sw-include-seo-urls': true }, body: { search: query, limit } });
      const products = (data.elements ?? []).map((product) => {
        const card = toProductCard(product, view);
        return {
          id: card.id,
          name: card.name,
          price: card.price.unitText,
          available: card.available,
          hasVariants: card.hasVariants,
          url: absoluteUrl(origin, card.href),
        };
      });
      return json({ total: data.total ?? products.length, products });
    },
  );

  server.registerTool(
    'get_product',
    {
      title: 'Read a product',
      description: 'A product by id: price, availability, variants, description and properties, as Markdown.',
      inputSchema: { productId: z.string().regex(/^[0-9a-f]{32}$/i, 'a 32-character product id') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ productId }) => {
      const { page, url } = await productPage(scope, productId);
      if (page.kind !== 'product') return { ...text('No such product.'), isError: true };
      return text(
        productMarkdown({
          url: url.href,
          origin,
          labels: scope.labels,
          breadcrumbs: await page.breadcrumbs,
          product: page.product,
          configurator: page.configurator,
        }),
      );
    },
  );

  server.registerTool(
    'list_categories',
    {
      title: 'List categories',
      description: 'The shop’s category tree (two levels) with the URL of each category page.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => {
      const summary = context.get(sessionSummaryContext);
      const main = await loadNavigation(api, locale, `${readConfig().endpoint}|${summary.languageId ?? locale}`).main;
      return json(categoryTree(main, origin));
    },
  );

  server.registerTool(
    'add_to_cart',
    {
      title: 'Put products into a cart',
      description:
        'Puts products (by id; a variant’s id, not its parent’s) into a new cart and answers its contents and a link that opens it in the shop for the shopper to check out. The link is valid for 30 minutes.',
      inputSchema: {
        items: z
          .array(z.object({ productId: z.string().regex(/^[0-9a-f]{32}$/i), quantity: z.number().int().min(1).max(100).default(1) }))
          .min(1)
          .max(20),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ items }) => {
      // A cart of its own, never the caller's session: the agent gets a link, not a context.
      const cartSession = createStoreApiSession(readConfig(), undefined);
      const problems: string[] = [];
      for (const item of items) {
        await addProduct(cartSession.api, item.productId, item.quantity).catch(() => problems.push(`${item.productId}: not added`));
      }
      const cart = await readCart(cartSession.api);
      const token = cartSession.contextToken();
      const paths = await productSeoPaths(
        cartSession.api,
        (cart.lineItems ?? []).map((line) => line.referencedId),
      );
      const lineItems = (cart.lineItems ?? []).map((line) => ({
        ...(line.type === 'product' ? { productId: line.referencedId } : {}),
        name: line.label,
        quantity: line.quantity,
        unitPrice: line.price?.unitPrice,
        totalPrice: line.price?.totalPrice,
        url: line.referencedId
          ? absoluteUrl(origin, localisePath(paths.get(line.referencedId.toLowerCase()) ?? `/detail/${line.referencedId}`, locale))
          : undefined,
      }));
      const errors = Object.values(cart.errors ?? {}).map((error) => (error as { message?: string }).message ?? '');
      const link =
        token && lineItems.length > 0
          ? `${absoluteUrl(origin, localisePath('/cart/open', locale))}?${CART_LINK_PARAM}=${sealCartLink(token, Date.now(), cartLinkKey())}`
          : null;
      return json({
        lineItems,
        totalPrice: cart.price?.totalPrice,
        currency: context.get(sessionSummaryContext).currencyIso,
        problems: [...problems, ...errors.filter(Boolean)],
        cartLink: link,
      });
    },
  );
  return server;
}

const tooMany = (seconds: number) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Too many requests' }, id: null }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds), 'cache-control': 'no-store' },
  });

/** One MCP request (POST /mcp): rate limited, then answered by a server of its own. */
export async function handleMcp(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  try {
    await limiter.consume(request.headers.get(CLIENT_IP_HEADER) || 'unknown');
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return tooMany(Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const server = createServer({ context, origin: url.origin, locale, labels: markdownLabels(locale) });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    response.headers.set('cache-control', 'no-store');
    return response;
  } finally {
    await server.close();
  }
}
