// Row shapes of the system tables (see db/migrations/0001_core.sql).
import type { Translations } from '../translation.ts';

interface Timestamped {
  created_at: Date | string;
}

export interface LocaleRow extends Timestamped {
  id: string;
  code: string;
  translations: Translations;
}
export interface LanguageRow extends Timestamped {
  id: string;
  name: string;
  locale_id: string;
  parent_id: string | null;
  position: number;
}
export interface CurrencyRow extends Timestamped {
  id: string;
  iso_code: string;
  symbol: string;
  factor: string | number;
  decimals: number;
  position: number;
  is_system_default: boolean;
  translations: Translations;
}
export interface CountryRow extends Timestamped {
  id: string;
  iso: string;
  iso3: string;
  position: number;
  active: boolean;
  shipping_available: boolean;
  is_eu: boolean;
  display_state_in_registration: boolean;
  force_state_in_registration: boolean;
  postal_code_required: boolean;
  check_postal_code_pattern: boolean;
  default_postal_code_pattern: string | null;
  check_vat_id_pattern: boolean;
  vat_id_pattern: string | null;
  vat_id_required: boolean;
  translations: Translations;
}
export interface CountryStateRow extends Timestamped {
  id: string;
  country_id: string;
  short_code: string;
  position: number;
  active: boolean;
  translations: Translations;
}
export interface SalutationRow extends Timestamped {
  id: string;
  salutation_key: string;
  position: number;
  translations: Translations;
}
export interface CustomerGroupRow extends Timestamped {
  id: string;
  display_gross: boolean;
  registration_active: boolean;
  translations: Translations;
}
export interface TaxRow extends Timestamped {
  id: string;
  tax_rate: string | number;
  name: string;
  position: number;
}
export interface DeliveryTimeRow extends Timestamped {
  id: string;
  min: number;
  max: number;
  unit: string;
  translations: Translations;
}
export interface PaymentMethodRow extends Timestamped {
  id: string;
  technical_name: string;
  position: number;
  active: boolean;
  after_order_enabled: boolean;
  translations: Translations;
}
export interface ShippingMethodRow extends Timestamped {
  id: string;
  technical_name: string;
  position: number;
  active: boolean;
  delivery_time_id: string;
  tax_type: string;
  translations: Translations;
}
export interface SalesChannelRow extends Timestamped {
  id: string;
  access_key: string;
  active: boolean;
  maintenance: boolean;
  language_id: string;
  currency_id: string;
  country_id: string;
  customer_group_id: string;
  payment_method_id: string;
  shipping_method_id: string;
  navigation_category_id: string;
  navigation_category_depth: number;
  footer_category_id: string | null;
  service_category_id: string | null;
  home_cms_page_id: string | null;
  tax_calculation_type: string;
  translations: Translations;
}
