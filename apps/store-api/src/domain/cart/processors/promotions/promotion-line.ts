// Promotions, step 4: a discount as the cart shows it — a promotion line item whose payload tells how the
// discount was composed over the product lines (cart_line_item of type promotion).
import { fromMinor } from '../../../pricing/money.ts';
import { priceStruct, type TaxBook } from '../../taxes.ts';
import type { PromotionDefinition } from '../../types.ts';
import type { Goods } from '../product-lines.ts';
import type { Discount } from './discount.ts';

export interface PromotionLine {
  /** Minor units: minus the discount for the goods; 0 for a shipping discount, which is a delivery instead. */
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

/** `amount` is what the discount takes (minor units), `taxes` its share per rate. */
export function promotionLine(
  promotion: PromotionDefinition,
  discount: Discount,
  amount: number,
  taxes: TaxBook,
  goods: Goods,
  decimals: number,
): PromotionLine {
  const onDelivery = discount.scope === 'delivery';
  const total = onDelivery ? 0 : -amount;
  const lineTaxes: TaxBook = onDelivery ? new Map() : taxes;
  return {
    total,
    taxes: lineTaxes,
    json: {
      id: discount.id,
      referencedId: promotion.code ?? '',
      type: 'promotion',
      label: promotion.name,
      quantity: 1,
      good: false,
      removable: true,
      stackable: false,
      modified: false,
      states: [],
      payload: promotionPayload(promotion, discount, amount, goods, decimals),
      priceDefinition: {
        type: discount.type === 'percentage' ? 'percentage' : 'absolute',
        percentage: discount.type === 'percentage' ? -discount.value : null,
        price: discount.type === 'absolute' ? -discount.value : null,
        apiAlias: discount.type === 'percentage' ? 'cart_price_percentage' : 'cart_price_absolute',
      },
      price: priceStruct(total, 1, total, lineTaxes, decimals),
      children: [],
      apiAlias: 'cart_line_item',
    },
  };
}

function promotionPayload(promotion: PromotionDefinition, discount: Discount, amount: number, goods: Goods, decimals: number) {
  return {
    promotionId: promotion.id,
    discountId: discount.id,
    discountType: discount.type,
    discountScope: discount.scope,
    value: String(discount.value),
    maxValue: discount.maxValue === undefined ? '' : String(discount.maxValue),
    code: promotion.code ?? '',
    promotionCodeType: promotion.useCodes ? 'fixed' : 'auto',
    preventCombination: promotion.preventCombination,
    exclusions: promotion.exclusionIds,
    priority: promotion.priority,
    // Each product line's share of the discount, in proportion to its total.
    composition:
      discount.scope === 'delivery'
        ? []
        : goods.lines.map((line) => ({
            id: line.item.id,
            quantity: line.item.quantity,
            discount: fromMinor(Math.round((amount * line.total) / goods.total), decimals),
          })),
  };
}
