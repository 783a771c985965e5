// /checkout/success/{id}, …/paid and …/unpaid: the order from POST /order (the Store API only ever
// returns the session customer's own orders, guests included via their context token) and what its
// payment state means for the page (payment-state.ts).
import { orderTotals, type OrderTotals } from './order-totals.ts';
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { RouterContextProvider } from 'react-router';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { productSeoPaths } from '../cart/index.server.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { orderProductIds, orderView, type OrderView } from './orders.server.ts';
import { notFound, throwPageError } from '../../lib/http/error-responses.server.ts';
import { paymentView, transactionFacts, type PaymentMethodView, type PaymentView, type ResultPage } from '../payment/index.ts';
import { afterOrderPaymentMethods } from '../checkout/index.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

const ORDER_ASSOCIATIONS = {
  stateMachineState: {},
  currency: {},
  lineItems: {},
  deliveries: { associations: { shippingMethod: {} } },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
};

export interface OrderResultData {
  page: ResultPage;
  payment: PaymentView;
  order: OrderView & OrderTotals & { shippingMethod: string };
  paymentMethodId: string;
  /** Methods offered for another try (unpaid page only). */
  retryMethods: PaymentMethodView[];
}

async function readOwnOrder(api: StoreApiClient, orderId: string): Promise<Schemas['Order']> {
  if (!isShopwareId(orderId)) notFound();
  try {
    const { data } = await api.invoke('readOrder post /order', {
      body: { filter: [{ type: 'equals', field: 'id', value: orderId.toLowerCase() }], limit: 1, associations: ORDER_ASSOCIATIONS },
    });
    const order = data.orders?.elements?.[0];
    if (!order) notFound();
    return order;
  } catch (error) {
    // Not this session's order (or no customer at all) looks like a missing one.
    const failure = storeApiFailureOf(error);
    if (failure && (failure.status === 403 || failure.status === 404)) notFound();
    throwPageError(error);
  }
}

export async function loadOrderResult(context: Readonly<RouterContextProvider>, orderId: string, page: ResultPage): Promise<OrderResultData> {
  const { api } = context.get(storeApiContext);
  const order = await readOwnOrder(api, orderId);
  const { locale } = context.get(requestStateContext);
  const paths = await productSeoPaths(api, orderProductIds([order]));
  const transaction = transactionFacts(order);
  const payment = paymentView(page, transaction);
  let retryMethods: PaymentMethodView[] = [];
  if (payment === 'unpaid') retryMethods = await afterOrderPaymentMethods(api).catch((error: unknown) => throwPageError(error));
  const delivery = order.deliveries?.[0];
  return {
    page,
    payment,
    order: {
      ...orderView(order, locale, paths),
      ...orderTotals(order),
      shippingMethod: getTranslatedProperty(delivery?.shippingMethod, 'name'),
    },
    paymentMethodId: transaction?.paymentMethodId ?? '',
    retryMethods,
  };
}
