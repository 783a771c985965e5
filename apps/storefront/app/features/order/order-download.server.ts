// A file of a digital product from the customer's order history. The browser never talks to the
// Store API, so this route fetches GET /order/download/{orderId}/{downloadId} with the customer's
// context and passes the file on. Shopware refuses it (403) until access is granted, usually on payment.
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { redirectBack } from '../../lib/http/action-response.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { requireCustomer } from '../account/index.server.ts';

/** `filename` of Content-Disposition: the name the engine gave, without characters that break the header. */
export function attachmentHeader(name: string | null): string {
  const safe =
    (name ?? '')
      .replace(/[^\w.\- ]+/g, '_')
      .trim()
      .slice(0, 120) || 'download';
  return `attachment; filename="${safe}"`;
}

export async function orderDownloadResponse(
  context: Readonly<RouterContextProvider>,
  url: URL,
  params: { orderId?: string; downloadId?: string },
): Promise<Response> {
  await requireCustomer(context, url);
  const { locale } = context.get(requestStateContext);
  const back = () => {
    const form = new FormData();
    form.set('redirectTo', localisePath('/account/order', locale));
    return redirectBack({ context, locale, form });
  };
  const { orderId, downloadId } = params;
  if (!isShopwareId(orderId) || !isShopwareId(downloadId)) {
    flash(context, 'danger', 'account.order.downloadMissing');
    return back();
  }
  const { api } = context.get(storeApiContext);
  try {
    const { data } = await api.invoke('orderDownloadFile get /order/download/{orderId}/{downloadId}', {
      accept: 'application/octet-stream',
      pathParams: { orderId, downloadId },
    });
    // ofetch hands binary bodies over as a Blob (it picks the type from the Content-Type).
    const file = data instanceof Blob ? data : new Blob([String(data)]);
    return new Response(file, {
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'Content-Disposition': attachmentHeader(url.searchParams.get('name')),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure && (failure.status === 403 || failure.status === 404 || failure.status === 400)) {
      flash(context, 'danger', failure.status === 403 ? 'account.order.downloadDenied' : 'account.order.downloadMissing');
      return back();
    }
    throwPageError(error);
  }
}
