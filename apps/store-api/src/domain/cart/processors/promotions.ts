// The promotion processor (Shopware's PromotionProcessor), third: the candidates (step 1) admitted or
// refused in priority order (step 2); each discount of an admitted promotion (step 3) becomes a promotion
// line (step 4) and, for shipping, a negative delivery. Promotions need goods: with none, codes wait in
// the cart; with a goods total of zero, they are reported and not applied.
import { fromMinor, mergeBooks, multiply, priceStruct, splitByRates, toMinor, type TaxBook } from '../../pricing/money.ts';
import { cartError, LEVEL, type CartError } from '../cart-error.ts';
import type { CalculationInput, CartFacts, PromotionDefinition } from '../types.ts';
import type { Deliveries } from './deliveries.ts';
import type { Goods } from './product-lines.ts';

export interface Promotions {
  lines: PromotionLine[];
  /** The deliveries after shipping discounts (a negative delivery each; shipping total and taxes reduced). */
  shipping: Deliveries;
  addedCodes: string[];
  /** The discount line ids of this calculation (stored, so a discount is announced once). */
  discountIds: string[];
  errors: CartError[];
}

export function processPromotions(input: CalculationInput, goods: Goods, shipping: Deliveries): Promotions {
  const { candidates, addedCodes, errors } = promotionCandidates(input);
  const result: Promotions = { lines: [], shipping: { ...shipping, deliveries: [...shipping.deliveries] }, addedCodes, discountIds: [], errors };
  if (goods.lines.length === 0 || candidates.length === 0) return result;
  if (goods.total <= 0) {
    const promotions = candidates.map((promotion) => promotion.name);
    const message = 'Promotions cannot be applied to a cart with a total of zero.';
    errors.push(cartError('promotions-on-cart-price-zero-error', 'promotions-on-cart-price-zero-error', LEVEL.notice, false, message, { promotions }));
    return result;
  }
  const state: Discounting = { ...result, remainingGoods: goods.total };
  for (const { promotion, admitted, notice } of admitPromotions(candidates, goods.facts, input.loggedIn)) {
    if (notice) errors.push(notice);
    if (admitted) for (const discount of promotion.discounts) applyDiscount(state, input, goods, promotion, discount);
  }
  return { ...result, shipping: state.shipping };
}

// Step 1: which promotions the cart asks for — those of its codes (an unknown code is reported
// and dropped) and the automatic ones the shopper has not removed — each once, codes first.
export interface Candidates {
  candidates: PromotionDefinition[];
  /** The cart's codes without the unknown ones. */
  addedCodes: string[];
  errors: CartError[];
}

export function promotionCandidates(input: CalculationInput): Candidates {
  const errors: CartError[] = [];
  let addedCodes = [...input.data.addedCodes];
  const candidates: PromotionDefinition[] = [];
  const known = (promotion: PromotionDefinition) => candidates.some((candidate) => candidate.id === promotion.id);
  for (const code of input.data.addedCodes) {
    const promotion = input.codePromotions.get(code.toLowerCase());
    if (!promotion) {
      errors.push(cartError('promotion-not-found', 'promotion-not-found', LEVEL.error, false, `Promotion with code ${code} not found!`, { code }));
      addedCodes = addedCodes.filter((added) => added !== code);
    } else if (!known(promotion)) {
      candidates.push(promotion);
    }
  }
  for (const promotion of input.automaticPromotions) {
    if (!input.data.blockedPromotionIds.includes(promotion.id) && !known(promotion)) candidates.push(promotion);
  }
  return { candidates, addedCodes, errors };
}

// Step 2: the candidates in priority order, each admitted or refused — by an exclusion or "prevent
// combination" of one admitted before it, or by a condition the cart does not meet. A refused code
// promotion says why; a refused automatic one stays silent.
type Refusal = 'promotion-excluded' | 'promotion-not-eligible';

export interface Admission {
  promotion: PromotionDefinition;
  admitted: boolean;
  /** Why a code promotion was refused. */
  notice?: CartError;
}

export function admitPromotions(candidates: readonly PromotionDefinition[], facts: CartFacts, loggedIn: boolean): Admission[] {
  const admitted: PromotionDefinition[] = [];
  return [...candidates]
    .sort((a, b) => b.priority - a.priority)
    .map((promotion) => {
      const refusal = refusalOf(promotion, admitted, facts, loggedIn);
      if (!refusal) admitted.push(promotion);
      return refusal ? { promotion, admitted: false, notice: refusalNotice(refusal, promotion) } : { promotion, admitted: true };
    });
}

function refusalOf(promotion: PromotionDefinition, admitted: readonly PromotionDefinition[], facts: CartFacts, loggedIn: boolean): Refusal | undefined {
  const excluded =
    admitted.some((other) => other.preventCombination || other.exclusionIds.includes(promotion.id) || promotion.exclusionIds.includes(other.id)) ||
    (promotion.preventCombination && admitted.length > 0);
  if (excluded) return 'promotion-excluded';
  const { minCartTotal, loggedIn: needsLogin } = promotion.conditions;
  const eligible = (minCartTotal === undefined || facts.goodsTotal >= minCartTotal) && (!needsLogin || loggedIn);
  return eligible ? undefined : 'promotion-not-eligible';
}

function refusalNotice(refusal: Refusal, promotion: PromotionDefinition): CartError | undefined {
  if (!promotion.useCodes) return undefined;
  const message =
    refusal === 'promotion-excluded' ? `Promotion ${promotion.name} was excluded by another promotion.` : `Promotion ${promotion.name} not eligible for cart!`;
  return cartError(refusal, refusal, LEVEL.notice, false, message, { name: promotion.name });
}

// Step 3: one discount of an admitted promotion — how much it takes (a percentage of the goods
// still undiscounted, capped by its maximum, or of the shipping costs; or a fixed amount in the cart's
// currency; never more than what it discounts), its taxes split like what it discounts, and the line
// (step 4) and, for shipping, the negative delivery it adds.
export type Discount = PromotionDefinition['discounts'][number];

/** What the discounts so far made, and the goods total they left (minor units): percentages take from that. */
interface Discounting {
  lines: PromotionLine[];
  shipping: Deliveries;
  discountIds: string[];
  errors: CartError[];
  remainingGoods: number;
}

function applyDiscount(state: Discounting, input: CalculationInput, goods: Goods, promotion: PromotionDefinition, discount: Discount): void {
  const shipping = state.shipping;
  const amount = discountAmount(discount, state.remainingGoods, shipping.shippingTotal, input.price.currencyFactor);
  if (amount <= 0) return;
  state.discountIds.push(discount.id);
  // A discount is announced once: the ids of the last calculation are stored with the cart.
  if (!(input.data.discountIds ?? []).includes(discount.id)) {
    state.errors.push(
      cartError('promotion-discount-added', `promotion-discount-added-${discount.id}`, LEVEL.notice, false, `Discount ${promotion.name} has been added`, {
        name: promotion.name,
        discountLineItemId: discount.id,
      }),
    );
  }
  const onDelivery = discount.scope === 'delivery';
  const taxes = splitByRates(-amount, onDelivery ? shipping.shippingTaxes : goods.taxWeights, input.price.displayGross);
  if (onDelivery) {
    shipping.deliveries.push({
      ...(shipping.deliveries[0] ?? {}),
      positions: [],
      shippingCosts: priceStruct(-amount, 1, -amount, taxes, input.price.decimals),
    });
    shipping.shippingTotal -= amount;
    shipping.shippingTaxes = mergeBooks(shipping.shippingTaxes, taxes);
  } else {
    state.remainingGoods -= amount;
  }
  state.lines.push(promotionLine(promotion, discount, amount, taxes, goods, input.price.decimals));
}

/** `remainingGoods` and `shippingTotal` in minor units; `currencyFactor` converts fixed values from the default currency. */
export function discountAmount(discount: Discount, remainingGoods: number, shippingTotal: number, currencyFactor: number | string): number {
  const fixed = (value: number) => multiply(toMinor(String(value)), currencyFactor);
  if (discount.scope === 'delivery') {
    return Math.min(shippingTotal, discount.type === 'percentage' ? Math.round((shippingTotal * discount.value) / 100) : fixed(discount.value));
  }
  if (discount.type === 'percentage') {
    const amount = Math.round((remainingGoods * discount.value) / 100);
    return discount.maxValue === undefined ? amount : Math.min(amount, fixed(discount.maxValue));
  }
  return Math.min(fixed(discount.value), remainingGoods);
}

// Step 4: a discount as the cart shows it — a promotion line item whose payload tells how the
// discount was composed over the product lines (cart_line_item of type promotion).
interface PromotionLine {
  /** Minor units: minus the discount for the goods; 0 for a shipping discount, which is a delivery instead. */
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

/** `amount` is what the discount takes (minor units), `taxes` its share per rate. */
function promotionLine(promotion: PromotionDefinition, discount: Discount, amount: number, taxes: TaxBook, goods: Goods, decimals: number): PromotionLine {
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
