// Row shapes of the order tables (db/migrations/0004_checkout.sql).
export interface OrderRow {
  id: string;
  order_number: string;
  sales_channel_id: string;
  customer_id: string | null;
  order_customer: {
    email: string;
    firstName: string;
    lastName: string;
    salutationId: string | null;
    customerNumber: string;
    company: string | null;
    customerId: string | null;
  };
  state: string;
  currency_id: string;
  currency_factor: string | number;
  language_id: string;
  billing_address_id: string;
  price: Record<string, unknown>;
  shipping_costs: Record<string, unknown>;
  amount_total: string | number;
  amount_net: string | number;
  position_price: string | number;
  tax_status: string;
  deep_link_code: string;
  customer_comment: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  item_rounding: Record<string, unknown>;
  total_rounding: Record<string, unknown>;
  order_date_time: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface OrderTransactionRow {
  id: string;
  order_id: string;
  payment_method_id: string;
  amount: Record<string, unknown>;
  state: string;
  created_at: Date | string;
}

export interface OrderLineItemRow {
  id: string;
  order_id: string;
  identifier: string;
  referenced_id: string | null;
  product_id: string | null;
  promotion_id: string | null;
  type: string;
  label: string;
  quantity: number;
  unit_price: string | number;
  total_price: string | number;
  price: Record<string, unknown>;
  price_definition: Record<string, unknown> | null;
  payload: Record<string, unknown>;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  position: number;
  states: string[];
  cover_id: string | null;
  created_at: Date | string;
}
