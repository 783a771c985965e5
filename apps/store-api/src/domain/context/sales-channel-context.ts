// GET /context: the SalesChannelContext struct (apiAlias sales_channel_context).
import type { Queryable } from '../../db/database.ts';
import {
  roundingConfig,
  serializeCountry,
  serializeCountryState,
  serializeCurrency,
  serializeCustomerGroup,
  serializePaymentMethod,
  serializeSalesChannel,
  serializeShippingMethod,
  serializeTax,
} from '../system/serializers.ts';
import type {
  CountryRow,
  CountryStateRow,
  CurrencyRow,
  CustomerGroupRow,
  DeliveryTimeRow,
  LanguageRow,
  LocaleRow,
  PaymentMethodRow,
  ShippingMethodRow,
  TaxRow,
} from '../system/rows.ts';
import type { RequestContext } from './session.ts';

async function one<Row extends object>(db: Queryable, sql: string, id: string | undefined): Promise<Row | undefined> {
  if (!id) return undefined;
  const [row] = await db.query<Row>(sql, [id]);
  return row;
}

export async function buildSalesChannelContext(db: Queryable, ctx: RequestContext, customer?: unknown, activeAddress?: unknown) {
  const channel = ctx.salesChannel;
  const payload = ctx.payload;
  const [currency, language, group, payment, shipping, country, state, taxes] = await Promise.all([
    one<CurrencyRow>(db, 'SELECT * FROM currency WHERE id = $1', ctx.currencyId),
    one<LanguageRow & { locale_code: string; locale_translations: LocaleRow['translations'] }>(
      db,
      'SELECT language.*, locale.code AS locale_code, locale.translations AS locale_translations FROM language JOIN locale ON locale.id = language.locale_id WHERE language.id = $1',
      ctx.languageId,
    ),
    // A logged-in customer's own group decides the price display (a business group: net), as in Shopware.
    db
      .query<CustomerGroupRow>(`SELECT * FROM customer_group WHERE id = coalesce((SELECT customer_group_id FROM customer WHERE id = $1 AND active), $2)`, [
        payload.customerId ?? '',
        channel.customer_group_id,
      ])
      .then((rows) => rows[0]),
    one<PaymentMethodRow>(db, 'SELECT * FROM payment_method WHERE id = $1', payload.paymentMethodId ?? channel.payment_method_id),
    one<ShippingMethodRow>(db, 'SELECT * FROM shipping_method WHERE id = $1', payload.shippingMethodId ?? channel.shipping_method_id),
    one<CountryRow>(db, 'SELECT * FROM country WHERE id = $1', payload.countryId ?? channel.country_id),
    one<CountryStateRow>(db, 'SELECT * FROM country_state WHERE id = $1', payload.countryStateId),
    db.query<TaxRow>('SELECT * FROM tax ORDER BY position, tax_rate'),
  ]);
  if (!currency || !language || !group || !payment || !shipping || !country) throw new Error('Sales channel configuration is incomplete.');
  const deliveryTime = await one<DeliveryTimeRow>(db, 'SELECT * FROM delivery_time WHERE id = $1', shipping.delivery_time_id);
  const chain = ctx.chain;
  const customerGroup = serializeCustomerGroup(group, chain);
  const fallbackGroup =
    group.id === channel.customer_group_id
      ? undefined
      : await one<CustomerGroupRow>(db, 'SELECT * FROM customer_group WHERE id = $1', channel.customer_group_id);
  return {
    token: ctx.token,
    currentCustomerGroup: customerGroup,
    fallbackCustomerGroup: fallbackGroup ? serializeCustomerGroup(fallbackGroup, chain) : customerGroup,
    currency: serializeCurrency(currency, chain),
    salesChannel: serializeSalesChannel(channel, chain),
    taxRules: taxes.map((tax) => serializeTax(tax)),
    customer: customer ?? null,
    paymentMethod: serializePaymentMethod(payment, chain),
    shippingMethod: serializeShippingMethod(shipping, chain, deliveryTime),
    shippingLocation: {
      country: serializeCountry(country, chain, channel.currency_id),
      state: state ? serializeCountryState(state, chain) : null,
      address: activeAddress ?? null,
      apiAlias: 'cart_delivery_shipping_location',
    },
    context: {
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      currencyId: currency.id,
      currencyFactor: Number(currency.factor),
      currencyPrecision: currency.decimals,
      languageIdChain: chain.ids,
      scope: 'user',
      source: { type: 'sales-channel', salesChannelId: channel.id },
      taxState: group.display_gross ? 'gross' : 'net',
      useCache: true,
    },
    itemRounding: roundingConfig(currency.decimals),
    totalRounding: roundingConfig(currency.decimals),
    languageInfo: { name: language.name, localeCode: language.locale_code },
    apiAlias: 'sales_channel_context',
  };
}
