// What other folders may use of features/order (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { OrderPage } from './OrderPage.tsx';
export { OrderResultPage } from './OrderResultPage.tsx';
export { OrdersPage } from './OrdersPage.tsx';
