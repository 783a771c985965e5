// The totals of a placed order as OrderTotalsList shows them. Net orders (a customer group that sees
// net prices) list their positions without VAT and add it on top; `price.taxStatus` says which.
import type { Schemas } from '../../lib/store-api/types.ts';

export type TaxStatus = 'gross' | 'net' | 'tax-free';

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  taxes: { rate: number; tax: number }[];
  taxStatus: TaxStatus;
  /** The total before VAT (shown apart for net orders). */
  netTotal: number;
}

function taxStatusOf(value: unknown): TaxStatus {
  return value === 'net' || value === 'tax-free' ? value : 'gross';
}

export function orderTotals(order: Schemas['Order']): OrderTotals {
  return {
    subtotal: order.positionPrice ?? 0,
    shipping: order.shippingTotal ?? 0,
    taxes: (order.price?.calculatedTaxes ?? []).map((tax) => ({ rate: tax.taxRate, tax: tax.tax })),
    taxStatus: taxStatusOf(order.price?.taxStatus ?? order.taxStatus),
    netTotal: order.price?.netPrice ?? order.amountNet ?? 0,
  };
}
