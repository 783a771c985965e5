// Row shapes of customer tables (db/migrations/0003_customers.sql).
export interface CustomerRow {
  id: string;
  sales_channel_id: string | null;
  customer_group_id: string;
  requested_customer_group_id: string | null;
  language_id: string;
  default_payment_method_id: string | null;
  default_billing_address_id: string | null;
  default_shipping_address_id: string | null;
  customer_number: string;
  salutation_id: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  company: string | null;
  vat_ids: string[];
  account_type: string;
  email: string;
  password_hash: string | null;
  guest: boolean;
  active: boolean;
  double_opt_in_registration: boolean;
  double_opt_in_email_sent_date: Date | string | null;
  double_opt_in_confirm_date: Date | string | null;
  hash: string | null;
  birthday: Date | string | null;
  first_login: Date | string | null;
  last_login: Date | string | null;
  created_at: Date | string;
}

export interface AddressRow {
  id: string;
  customer_id: string;
  salutation_id: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  country_id: string;
  country_state_id: string | null;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}
