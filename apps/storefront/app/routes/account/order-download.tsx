// GET /account/order/download/:orderId/:downloadId — a file of a paid digital order (resource route).
import { orderDownloadResponse } from '../../features/order/index.server.ts';
import type { Route } from './+types/order-download';

export function loader({ context, url, params }: Route.LoaderArgs) {
  return orderDownloadResponse(context, url, params);
}
