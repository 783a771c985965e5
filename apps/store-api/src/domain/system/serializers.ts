// System entities as the Store API sends them (field names and apiAlias of Shopware).
import { entityMeta } from '../serialize.ts';
import { translate, type LanguageChain } from '../translation.ts';
import type {
  CountryRow,
  CountryStateRow,
  CurrencyRow,
  CustomerGroupRow,
  DeliveryTimeRow,
  LanguageRow,
  LocaleRow,
  PaymentMethodRow,
  SalesChannelRow,
  SalutationRow,
  ShippingMethodRow,
  TaxRow,
} from './rows.ts';

function serializeLocale(row: LocaleRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name', 'territory']);
  return { id: row.id, code: row.code, ...translated, translated: { ...translated, customFields: {} }, ...entityMeta(row, 'locale') };
}

export function serializeLanguage(row: LanguageRow, chain: LanguageChain, locale?: LocaleRow) {
  const serializedLocale = locale ? serializeLocale(locale, chain) : undefined;
  return {
    id: row.id,
    parentId: row.parent_id,
    localeId: row.locale_id,
    translationCodeId: row.locale_id,
    name: row.name,
    active: true,
    locale: serializedLocale,
    translationCode: serializedLocale,
    ...entityMeta(row, 'language'),
  };
}

export function roundingConfig(decimals: number) {
  return { decimals, interval: 0.01, roundForNet: true, apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' };
}

export function serializeCurrency(row: CurrencyRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name', 'shortName']);
  return {
    id: row.id,
    isoCode: row.iso_code,
    symbol: row.symbol,
    factor: Number(row.factor),
    position: row.position,
    isSystemDefault: row.is_system_default,
    taxFreeFrom: 0,
    ...translated,
    itemRounding: roundingConfig(row.decimals),
    totalRounding: roundingConfig(row.decimals),
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'currency'),
  };
}

// Shopware sends the address format as a list of lines; the official schema types the field as an
// object, so the lines are keyed by their index ("0", "1", …) to stay within the contract.
const ADDRESS_FORMAT_LINES = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
];
const ADDRESS_FORMAT = Object.fromEntries(ADDRESS_FORMAT_LINES.map((line, index) => [String(index), line]));

export function serializeCountryState(row: CountryStateRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name']);
  return {
    id: row.id,
    countryId: row.country_id,
    shortCode: row.short_code,
    position: row.position,
    active: row.active,
    ...translated,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'country_state'),
  };
}

export function serializeCountry(row: CountryRow, chain: LanguageChain, defaultCurrencyId: string, states?: CountryStateRow[]) {
  const translated = translate(row.translations, chain, ['name']);
  const taxFree = { enabled: false, currencyId: defaultCurrencyId, amount: 0, apiAlias: 'shopware_core_framework_data_abstraction_layer_tax_free_config' };
  return {
    id: row.id,
    ...translated,
    iso: row.iso,
    iso3: row.iso3,
    position: row.position,
    active: row.active,
    shippingAvailable: row.shipping_available,
    isEu: row.is_eu,
    displayStateInRegistration: row.display_state_in_registration,
    forceStateInRegistration: row.force_state_in_registration,
    checkVatIdPattern: row.check_vat_id_pattern,
    vatIdPattern: row.vat_id_pattern,
    vatIdRequired: row.vat_id_required,
    postalCodeRequired: row.postal_code_required,
    checkPostalCodePattern: row.check_postal_code_pattern,
    checkAdvancedPostalCodePattern: false,
    defaultPostalCodePattern: row.default_postal_code_pattern,
    customerTax: taxFree,
    companyTax: taxFree,
    addressFormat: ADDRESS_FORMAT,
    states: states?.map((state) => serializeCountryState(state, chain)),
    translated: { ...translated, addressFormat: ADDRESS_FORMAT, customFields: {} },
    ...entityMeta(row, 'country'),
  };
}

export function serializeSalutation(row: SalutationRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['displayName', 'letterName']);
  return {
    id: row.id,
    salutationKey: row.salutation_key,
    position: row.position,
    ...translated,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'salutation'),
  };
}

export function serializeCustomerGroup(row: CustomerGroupRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name', 'registrationTitle', 'registrationIntroduction', 'registrationSeoMetaDescription']);
  return {
    id: row.id,
    displayGross: row.display_gross,
    registrationActive: row.registration_active,
    registrationOnlyCompanyRegistration: false,
    ...translated,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'customer_group'),
  };
}

export function serializeTax(row: TaxRow) {
  return { id: row.id, taxRate: Number(row.tax_rate), name: row.name, position: row.position, ...entityMeta(row, 'tax') };
}

export function serializeDeliveryTime(row: DeliveryTimeRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name']);
  return {
    id: row.id,
    min: row.min,
    max: row.max,
    unit: row.unit,
    ...translated,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'delivery_time'),
  };
}

export function serializePaymentMethod(row: PaymentMethodRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name', 'description', 'distinguishableName']);
  return {
    id: row.id,
    technicalName: row.technical_name,
    position: row.position,
    active: row.active,
    afterOrderEnabled: row.after_order_enabled,
    ...translated,
    distinguishableName: translated.distinguishableName ?? translated.name,
    shortName: row.technical_name,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'payment_method'),
  };
}

export function serializeShippingMethod(row: ShippingMethodRow, chain: LanguageChain, deliveryTime?: DeliveryTimeRow) {
  const translated = translate(row.translations, chain, ['name', 'description', 'trackingUrl']);
  return {
    id: row.id,
    technicalName: row.technical_name,
    position: row.position,
    active: row.active,
    deliveryTimeId: row.delivery_time_id,
    taxType: row.tax_type,
    ...translated,
    deliveryTime: deliveryTime ? serializeDeliveryTime(deliveryTime, chain) : undefined,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'shipping_method'),
  };
}

export function serializeSalesChannel(row: SalesChannelRow, chain: LanguageChain) {
  const translated = translate(row.translations, chain, ['name']);
  return {
    id: row.id,
    languageId: row.language_id,
    currencyId: row.currency_id,
    countryId: row.country_id,
    customerGroupId: row.customer_group_id,
    paymentMethodId: row.payment_method_id,
    shippingMethodId: row.shipping_method_id,
    navigationCategoryId: row.navigation_category_id,
    navigationCategoryDepth: row.navigation_category_depth,
    footerCategoryId: row.footer_category_id,
    serviceCategoryId: row.service_category_id,
    taxCalculationType: row.tax_calculation_type,
    active: row.active,
    maintenance: row.maintenance,
    hreflangActive: true,
    ...translated,
    translated: { ...translated, customFields: {} },
    ...entityMeta(row, 'sales_channel'),
  };
}
