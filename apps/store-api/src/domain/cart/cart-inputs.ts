// Loads everything the calculator needs for a request: products, promotions, methods, location.
import { sqlArray, type Queryable } from '../../db/database.ts';
import type { RequestContext } from '../context/session.ts';
import { sessionCustomer } from '../customer/guards.ts';
import { loadMedia, serializeMedia } from '../media/media.ts';
import { translate, type Translations } from '../translation.ts';
import type { CatalogContext } from '../catalog/products/catalog-context.ts';
import { calculatedMaxPurchase } from '../catalog/products/product-serializer.ts';
import { inherit, type ProductRow, type PropertyGroupRow, type PropertyOptionRow } from '../catalog/products/rows.ts';
import { serializePropertyOption } from '../catalog/products/serializers.ts';
import { serializeCountry, serializeShippingMethod } from '../system/serializers.ts';
import type { CountryRow, DeliveryTimeRow, ShippingMethodRow } from '../system/rows.ts';
import type {
  AvailabilityRule,
  CalculationInput,
  CartData,
  CartProduct,
  DeliveryTimeInfo,
  PromotionDefinition,
  ShippingInfo,
  ShippingPriceRange,
} from './types.ts';
import type { PriceMap } from '../pricing/price-context.ts';

const list = sqlArray;

async function cartProducts(db: Queryable, ids: string[], cc: CatalogContext): Promise<Map<string, CartProduct>> {
  const result = new Map<string, CartProduct>();
  if (ids.length === 0) return result;
  const rows = await db.query<ProductRow & { has_variants: boolean }>(
    `SELECT p.*, EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id) AS has_variants FROM product p WHERE p.id = ANY($1::text[]) AND p.active AND p.visibility >= 10`,
    [list(ids)],
  );
  const parentIds = rows.map((row) => row.parent_id).filter((id): id is string => Boolean(id));
  const parents = new Map(
    (parentIds.length ? await db.query<ProductRow>('SELECT * FROM product WHERE id = ANY($1::text[])', [list(parentIds)]) : []).map((row) => [row.id, row]),
  );
  const [taxes, times] = await Promise.all([
    db.query<{ id: string; tax_rate: string }>('SELECT id, tax_rate::text FROM tax'),
    db.query<DeliveryTimeRow>('SELECT * FROM delivery_time'),
  ]);
  const resolved = rows.map((row) => ({ row: inherit(row, row.parent_id ? parents.get(row.parent_id) : undefined), hasVariants: row.has_variants }));
  const media = await loadMedia(
    db,
    resolved.map(({ row }) => row.cover_media_id).filter((id): id is string => Boolean(id)),
  );
  // Variant options for the cart line ("Colour: Red").
  const optionIds = resolved.flatMap(({ row }) => row.option_ids);
  const options = optionIds.length
    ? await db.query<PropertyOptionRow>('SELECT * FROM property_group_option WHERE id = ANY($1::text[])', [list(optionIds)])
    : [];
  const groups = options.length
    ? await db.query<PropertyGroupRow>('SELECT * FROM property_group WHERE id = ANY($1::text[])', [list(options.map((option) => option.group_id))])
    : [];
  const optionLabel = (id: string) => {
    const option = options.find((candidate) => candidate.id === id);
    return option
      ? serializePropertyOption(
          option,
          groups.find((group) => group.id === option.group_id),
          cc.chain,
        )
      : undefined;
  };
  for (const { row, hasVariants } of resolved) {
    if (row.parent_id && !parents.get(row.parent_id)?.active) continue;
    const time = times.find((candidate) => candidate.id === row.delivery_time_id);
    const cover = row.cover_media_id ? media.get(row.cover_media_id) : undefined;
    result.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      hasVariants,
      name: String(translate(row.translations, cc.chain, ['name']).name ?? row.product_number),
      productNumber: row.product_number,
      price: row.price,
      tiers: row.tier_prices,
      taxId: row.tax_id,
      taxRate: Number(taxes.find((tax) => tax.id === row.tax_id)?.tax_rate ?? 0),
      minPurchase: row.min_purchase,
      purchaseSteps: row.purchase_steps,
      calculatedMaxPurchase: calculatedMaxPurchase(row),
      maxPurchase: row.max_purchase,
      stock: row.stock,
      isCloseout: row.is_closeout,
      shippingFree: row.shipping_free,
      isDownload: row.is_download,
      weight: row.weight === null ? null : Number(row.weight),
      deliveryTime: time ? deliveryTimeInfo(time, cc) : null,
      cover: cover ? serializeMedia(cover, cc.chain, cc.mediaBaseUrl) : undefined,
      payload: {
        options: row.option_ids.map(optionLabel).filter((option) => option !== undefined),
        manufacturerId: row.manufacturer_id,
        optionIds: row.option_ids,
        propertyIds: row.property_ids,
        categoryIds: row.category_ids,
        markAsTopseller: row.mark_as_topseller,
        releaseDate: row.release_date,
        isNew: false,
        createdAt: row.created_at,
      },
    });
  }
  return result;
}

function deliveryTimeInfo(row: DeliveryTimeRow, cc: CatalogContext): DeliveryTimeInfo {
  return { id: row.id, name: String(translate(row.translations, cc.chain, ['name']).name ?? ''), min: row.min, max: row.max, unit: row.unit };
}

interface PromotionRow {
  id: string;
  use_codes: boolean;
  code: string | null;
  priority: number;
  prevent_combination: boolean;
  exclusion_ids: string[];
  conditions: PromotionDefinition['conditions'];
  discounts: PromotionDefinition['discounts'];
  translations: Translations;
}

function promotionDefinition(row: PromotionRow, cc: CatalogContext): PromotionDefinition {
  return {
    id: row.id,
    name: String(translate(row.translations, cc.chain, ['name']).name ?? row.code ?? ''),
    code: row.code,
    useCodes: row.use_codes,
    priority: row.priority,
    preventCombination: row.prevent_combination,
    exclusionIds: row.exclusion_ids,
    conditions: row.conditions,
    discounts: row.discounts,
  };
}

const PROMOTION_LIVE = 'active AND (valid_from IS NULL OR valid_from <= now()) AND (valid_until IS NULL OR valid_until >= now())';

interface MethodRow {
  id: string;
  active: boolean;
  availability: AvailabilityRule;
  translations: Translations;
}

/** The shipping country: the logged-in customer's active shipping address, else the context's country. */
async function shippingCountryId(db: Queryable, ctx: RequestContext): Promise<string> {
  if (ctx.payload.customerId) {
    const [row] = await db.query<{ country_id: string }>(
      `SELECT a.country_id FROM customer c JOIN customer_address a ON a.id = coalesce($2, c.default_shipping_address_id) AND a.customer_id = c.id WHERE c.id = $1`,
      [ctx.payload.customerId, ctx.payload.shippingAddressId ?? null],
    );
    if (row) return row.country_id;
  }
  return ctx.payload.countryId ?? ctx.salesChannel.country_id;
}

export type ShippingMethodSource = ShippingMethodRow & MethodRow & { assigned: boolean };

/** A shipping method as the calculator takes it (price ranges, delivery time) and as the cart embeds it. */
export async function shippingMethodInput(
  db: Queryable,
  row: ShippingMethodSource,
  cc: CatalogContext,
): Promise<{ shipping: ShippingInfo; entity: ReturnType<typeof serializeShippingMethod> }> {
  const [prices, times] = await Promise.all([
    db.query<{ id: string; calculation: 'price' | 'quantity'; quantity_start: string; quantity_end: string | null; currency_price: PriceMap }>(
      'SELECT id, calculation, quantity_start::text, quantity_end::text, currency_price FROM shipping_method_price WHERE shipping_method_id = $1 ORDER BY quantity_start',
      [row.id],
    ),
    db.query<DeliveryTimeRow>('SELECT * FROM delivery_time WHERE id = $1', [row.delivery_time_id]),
  ]);
  const ranges: ShippingPriceRange[] = prices.map((price) => ({
    id: price.id,
    calculation: price.calculation,
    start: Number(price.quantity_start),
    end: price.quantity_end === null ? null : Number(price.quantity_end),
    price: price.currency_price,
  }));
  const time = times[0];
  return {
    shipping: {
      id: row.id,
      name: String(translate(row.translations, cc.chain, ['name']).name ?? ''),
      active: row.active && row.assigned,
      availability: row.availability,
      prices: ranges,
      deliveryTime: time ? deliveryTimeInfo(time, cc) : null,
    },
    entity: serializeShippingMethod(row, cc.chain, time),
  };
}

export async function calculationInput(db: Queryable, ctx: RequestContext, cc: CatalogContext, data: CartData): Promise<CalculationInput> {
  const payload = ctx.payload;
  const channel = ctx.salesChannel;
  const countryId = await shippingCountryId(db, ctx);
  const codes = data.addedCodes.map((code) => code.toLowerCase());
  const [products, codeRows, automaticRows, shippingRows, paymentRows, countryRows, customer] = await Promise.all([
    cartProducts(
      db,
      data.items.filter((item) => item.type === 'product').map((item) => item.referencedId),
      cc,
    ),
    codes.length
      ? db.query<PromotionRow>(`SELECT * FROM promotion WHERE use_codes AND lower(code) = ANY($1::text[]) AND ${PROMOTION_LIVE}`, [list(codes)])
      : Promise.resolve([]),
    db.query<PromotionRow>(`SELECT * FROM promotion WHERE NOT use_codes AND ${PROMOTION_LIVE}`),
    db.query<ShippingMethodSource>(
      'SELECT m.*, EXISTS (SELECT 1 FROM sales_channel_shipping_method s WHERE s.shipping_method_id = m.id AND s.sales_channel_id = $2) AS assigned FROM shipping_method m WHERE m.id = $1',
      [payload.shippingMethodId ?? channel.shipping_method_id, channel.id],
    ),
    db.query<MethodRow & { assigned: boolean }>(
      'SELECT m.*, EXISTS (SELECT 1 FROM sales_channel_payment_method s WHERE s.payment_method_id = m.id AND s.sales_channel_id = $2) AS assigned FROM payment_method m WHERE m.id = $1',
      [payload.paymentMethodId ?? channel.payment_method_id, channel.id],
    ),
    db.query<CountryRow & { assigned: boolean }>(
      'SELECT c.*, EXISTS (SELECT 1 FROM sales_channel_country s WHERE s.country_id = c.id AND s.sales_channel_id = $2) AS assigned FROM country c WHERE c.id = $1',
      [countryId, channel.id],
    ),
    sessionCustomer(db, ctx),
  ]);
  const shipping = shippingRows[0];
  const payment = paymentRows[0];
  const country = countryRows[0];
  if (!shipping || !payment || !country) throw new Error('The sales channel has no shipping method, payment method or country.');
  const method = await shippingMethodInput(db, shipping, cc);
  const name = (row: MethodRow) => String(translate(row.translations, cc.chain, ['name']).name ?? '');
  return {
    data,
    products,
    codePromotions: new Map(codeRows.map((row) => [String(row.code).toLowerCase(), promotionDefinition(row, cc)])),
    automaticPromotions: automaticRows.map((row) => promotionDefinition(row, cc)),
    shipping: method.shipping,
    payment: { id: payment.id, name: name(payment), active: payment.active && payment.assigned, availability: payment.availability },
    price: cc.price,
    loggedIn: Boolean(customer),
    shippingLocation: {
      countryId: country.id,
      countryIso: country.iso,
      countryName: String(translate(country.translations, cc.chain, ['name']).name ?? country.iso),
      shippingAvailable: country.shipping_available && country.active && country.assigned,
      countryStateId: payload.countryStateId,
    },
    now: new Date(),
    token: ctx.token,
    shippingMethodEntity: method.entity,
    locationCountryEntity: serializeCountry(country, cc.chain, cc.price.defaultCurrencyId),
  };
}
