// features/delivery on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { chooseCountryAction } from './country-action.server.ts';
export { loadCartDeliveryPromise, loadProductDeliveryPromise } from './delivery-promise.server.ts';
