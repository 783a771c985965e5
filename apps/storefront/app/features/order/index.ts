// features/order — orders after purchase: history, downloads, the order page, the result pages after checkout.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { OrderPage } from './OrderPage.tsx';
export { OrderResultPage } from './OrderResultPage.tsx';
export { OrdersPage } from './OrdersPage.tsx';
