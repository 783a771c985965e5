// features/order on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { orderPageAction } from './order-actions.server.ts';
export { orderDownloadResponse } from './order-download.server.ts';
export { ORDER_PAGE_HEADERS, loadOrderPage } from './order-page.server.ts';
export { loadOrderResult } from './order-result.server.ts';
export { loadOrders } from './orders.server.ts';
