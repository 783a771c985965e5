// features/delivery — the delivery promise (cost and arrival window for the shopper's country) of the product page and the cart.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { DeliveryPromise } from './DeliveryPromise.tsx';
export type { DeliveryPromiseView } from './delivery-promise.ts';
