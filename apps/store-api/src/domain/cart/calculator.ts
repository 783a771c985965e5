// The cart calculation (pure): product lines with quantity rules and tier prices, promotions,
// deliveries with shipping costs, blocked methods, totals and taxes — all in minor units.
import { fromMinor, multiply, toMinor } from '../pricing/money.ts';
import { calculatedPrice, priceForQuantity, unitAmounts } from '../pricing/product-price.ts';
import { ruleMatches, type CartFacts } from './availability.ts';
import { cartError, LEVEL, serializeErrors, type CartError } from './cart-error.ts';
import { deliveryWindow } from './delivery-dates.ts';
import { validateQuantity } from './quantity.ts';
import { addTax, mergeBooks, priceStruct, splitByRates, taxStructs, type TaxBook } from './taxes.ts';
import type { CalculationInput, CartData, CartItemInput, CartProduct, PromotionDefinition } from './types.ts';

interface ProductLine {
  item: CartItemInput;
  product: CartProduct;
  total: number;
  taxes: TaxBook;
  json: Record<string, unknown>;
}

export interface CalculationResult {
  cart: Record<string, unknown>;
  data: CartData;
  errors: CartError[];
}

function productLine(item: CartItemInput, product: CartProduct, input: CalculationInput): ProductLine {
  const d = input.price.decimals;
  const prices = priceForQuantity(product.price, product.tiers, item.quantity);
  const price = calculatedPrice(prices, item.quantity, product.taxRate, input.price);
  const total = toMinor(price.totalPrice, d);
  const taxes: TaxBook = new Map();
  addTax(taxes, product.taxRate, total, toMinor(price.calculatedTaxes[0]?.tax ?? 0, d));
  return {
    item,
    product,
    total,
    taxes,
    json: {
      id: item.id,
      referencedId: product.id,
      type: 'product',
      label: product.name,
      quantity: item.quantity,
      good: true,
      removable: true,
      stackable: true,
      modified: false,
      states: [product.isDownload ? 'is-download' : 'is-physical'],
      // The schema types the payload as a product (id, name, number, tax, stock, options).
      payload: {
        options: [],
        ...product.payload,
        id: product.id,
        type: product.isDownload ? 'digital' : 'physical',
        name: product.name,
        productNumber: product.productNumber,
        taxId: product.taxId,
        stock: product.stock,
        isCloseout: product.isCloseout,
        parentId: product.parentId,
      },
      priceDefinition: {
        type: 'quantity',
        price: price.unitPrice,
        quantity: item.quantity,
        taxRules: price.taxRules,
        isCalculated: true,
        listPrice: price.listPrice ?? undefined,
        apiAlias: 'cart_price_quantity',
      },
      price,
      cover: product.cover,
      deliveryInformation: {
        stock: product.stock,
        weight: product.weight ?? 0,
        freeDelivery: product.shippingFree,
        restockTime: null,
        deliveryTime: product.deliveryTime ? { ...product.deliveryTime, apiAlias: 'cart_delivery_time' } : null,
        height: null,
        width: null,
        length: null,
        apiAlias: 'cart_delivery_information',
      },
      quantityInformation: {
        minPurchase: product.minPurchase,
        maxPurchase: product.calculatedMaxPurchase,
        purchaseSteps: product.purchaseSteps,
        apiAlias: 'cart_quantity_information',
      },
      children: [],
      uniqueIdentifier: item.id,
      apiAlias: 'cart_line_item',
    },
  };
}

export function calculateCart(input: CalculationInput): CalculationResult {
  const d = input.price.decimals;
  const gross = input.price.displayGross;
  const errors: CartError[] = [];
  const data: CartData = { ...input.data, items: [], addedCodes: [...input.data.addedCodes], blockedPromotionIds: [...input.data.blockedPromotionIds] };

  // 1. Product lines.
  const lines: ProductLine[] = [];
  for (const item of input.data.items) {
    if (item.type !== 'product') continue;
    const product = input.products.get(item.referencedId);
    if (!product) {
      errors.push(
        cartError('product-not-found', `product-not-found${item.referencedId}`, LEVEL.error, true, `The product ${item.referencedId} could not be found.`, {
          id: item.referencedId,
        }),
      );
      continue;
    }
    if (product.hasVariants) continue; // only variants can be bought
    const checked = validateQuantity(product.id, product.name, item.quantity, {
      minPurchase: product.minPurchase,
      purchaseSteps: product.purchaseSteps,
      maxPurchase: product.calculatedMaxPurchase,
    });
    errors.push(...checked.errors);
    if (checked.quantity === 0) continue;
    const kept = { ...item, quantity: checked.quantity };
    data.items.push(kept);
    lines.push(productLine(kept, product, input));
  }
  const goodsTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const goodsTaxWeights = mergeBooks(...lines.map((line) => line.taxes));
  const physical = lines.filter((line) => !line.product.isDownload);
  const facts: CartFacts = {
    countryIso: input.shippingLocation.countryIso,
    // Rule thresholds are in the default currency; an approximate conversion is fine for a comparison.
    goodsTotal: goodsTotal / 10 ** d / Number(input.price.currencyFactor),
    hasPhysicalItems: physical.length > 0,
  };

  // 2. Deliveries (physical items only).
  const deliveries: Array<Record<string, unknown>> = [];
  let shippingTotal = 0;
  let shippingTaxes: TaxBook = new Map();
  if (physical.length > 0) {
    const method = input.shipping;
    if (!method.active || !ruleMatches(method.availability, facts)) {
      errors.push(
        cartError(
          'shipping-method-blocked',
          `shipping-method-blocked-${method.name}`,
          LEVEL.warning,
          true,
          `The shipping method ${method.name} is blocked for your current shopping cart.`,
          { name: method.name },
        ),
      );
    }
    let cost = 0;
    if (!physical.every((line) => line.product.shippingFree)) {
      const quantity = physical.reduce((sum, line) => sum + line.item.quantity, 0);
      const range = method.prices.find((candidate) => {
        const value = candidate.calculation === 'quantity' ? quantity : facts.goodsTotal;
        return value >= candidate.start && (candidate.end === null || value <= candidate.end);
      });
      if (range) {
        const amounts = unitAmounts(range.price, input.price);
        cost = gross ? amounts.gross : amounts.net;
      } else if (method.active) {
        errors.push(
          cartError(
            'shipping-method-blocked',
            `shipping-method-blocked-${method.name}`,
            LEVEL.warning,
            true,
            `The shipping method ${method.name} is blocked for your current shopping cart.`,
            { name: method.name },
          ),
        );
      }
    }
    shippingTaxes = splitByRates(cost, mergeBooks(...physical.map((line) => line.taxes)), gross);
    shippingTotal = cost;
    deliveries.push({
      deliveryDate: deliveryWindow([...physical.map((line) => line.product.deliveryTime), method.deliveryTime], input.now),
      location: { country: input.locationCountryEntity, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' },
      positions: physical.map((line) => ({
        identifier: line.item.id,
        quantity: line.item.quantity,
        price: line.json.price,
        deliveryDate: deliveryWindow([line.product.deliveryTime, method.deliveryTime], input.now),
        apiAlias: 'cart_delivery_position',
      })),
      shippingMethod: input.shippingMethodEntity,
      shippingCosts: priceStruct(cost, 1, cost, shippingTaxes, d),
      apiAlias: 'cart_delivery',
    });
    if (!input.shippingLocation.shippingAvailable) {
      errors.push(
        cartError(
          'shipping-address-blocked',
          `shipping-address-blocked-${input.shippingLocation.countryName}`,
          LEVEL.error,
          true,
          `Shipping to ${input.shippingLocation.countryName} is not possible.`,
          { name: input.shippingLocation.countryName },
        ),
      );
    }
  }

  // 3. Promotions (only with goods in the cart; codes wait in addedCodes otherwise).
  const promotionLines: Array<{ total: number; taxes: TaxBook; json: Record<string, unknown> }> = [];
  const candidates: PromotionDefinition[] = [];
  for (const code of input.data.addedCodes) {
    const promotion = input.codePromotions.get(code.toLowerCase());
    if (!promotion) {
      errors.push(cartError('promotion-not-found', 'promotion-not-found', LEVEL.error, false, `Promotion with code ${code} not found!`, { code }));
      data.addedCodes = data.addedCodes.filter((added) => added !== code);
    } else if (!candidates.some((candidate) => candidate.id === promotion.id)) {
      candidates.push(promotion);
    }
  }
  for (const promotion of input.automaticPromotions) {
    if (!input.data.blockedPromotionIds.includes(promotion.id) && !candidates.some((candidate) => candidate.id === promotion.id)) candidates.push(promotion);
  }
  const discountIds: string[] = [];
  if (lines.length > 0 && candidates.length > 0) {
    if (goodsTotal <= 0) {
      errors.push(
        cartError(
          'promotions-on-cart-price-zero-error',
          'promotions-on-cart-price-zero-error',
          LEVEL.notice,
          false,
          'Promotions cannot be applied to a cart with a total of zero.',
          { promotions: candidates.map((promotion) => promotion.name) },
        ),
      );
    } else {
      const applied: PromotionDefinition[] = [];
      let remainingGoods = goodsTotal;
      for (const promotion of [...candidates].sort((a, b) => b.priority - a.priority)) {
        const excluded =
          applied.some((other) => other.preventCombination || other.exclusionIds.includes(promotion.id) || promotion.exclusionIds.includes(other.id)) ||
          (promotion.preventCombination && applied.length > 0);
        if (excluded) {
          if (promotion.useCodes)
            errors.push(
              cartError('promotion-excluded', 'promotion-excluded', LEVEL.notice, false, `Promotion ${promotion.name} was excluded by another promotion.`, {
                name: promotion.name,
              }),
            );
          continue;
        }
        const eligible =
          (promotion.conditions.minCartTotal === undefined || facts.goodsTotal >= promotion.conditions.minCartTotal) &&
          (!promotion.conditions.loggedIn || input.loggedIn);
        if (!eligible) {
          if (promotion.useCodes)
            errors.push(
              cartError('promotion-not-eligible', 'promotion-not-eligible', LEVEL.notice, false, `Promotion ${promotion.name} not eligible for cart!`, {
                name: promotion.name,
              }),
            );
          continue;
        }
        applied.push(promotion);
        for (const discount of promotion.discounts) {
          let amount = 0;
          if (discount.scope === 'delivery') {
            amount = Math.min(
              shippingTotal,
              discount.type === 'percentage'
                ? Math.round((shippingTotal * discount.value) / 100)
                : multiply(toMinor(String(discount.value)), input.price.currencyFactor),
            );
          } else if (discount.type === 'percentage') {
            amount = Math.round((remainingGoods * discount.value) / 100);
            if (discount.maxValue !== undefined) amount = Math.min(amount, multiply(toMinor(String(discount.maxValue)), input.price.currencyFactor));
          } else {
            amount = Math.min(multiply(toMinor(String(discount.value)), input.price.currencyFactor), remainingGoods);
          }
          if (amount <= 0) continue;
          const taxes = splitByRates(-amount, discount.scope === 'delivery' ? shippingTaxes : goodsTaxWeights, gross);
          if (discount.scope === 'delivery') {
            deliveries.push({ ...(deliveries[0] ?? {}), positions: [], shippingCosts: priceStruct(-amount, 1, -amount, taxes, d) });
            shippingTotal -= amount;
          } else {
            remainingGoods -= amount;
          }
          discountIds.push(discount.id);
          if (!(input.data.discountIds ?? []).includes(discount.id)) {
            errors.push(
              cartError(
                'promotion-discount-added',
                `promotion-discount-added-${discount.id}`,
                LEVEL.notice,
                false,
                `Discount ${promotion.name} has been added`,
                { name: promotion.name, discountLineItemId: discount.id },
              ),
            );
          }
          const lineTotal = discount.scope === 'delivery' ? 0 : -amount;
          promotionLines.push({
            total: lineTotal,
            taxes: discount.scope === 'delivery' ? new Map() : taxes,
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
              payload: {
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
                composition:
                  discount.scope === 'delivery'
                    ? []
                    : lines.map((line) => ({
                        id: line.item.id,
                        quantity: line.item.quantity,
                        discount: fromMinor(Math.round((amount * line.total) / goodsTotal), d),
                      })),
              },
              priceDefinition: {
                type: discount.type === 'percentage' ? 'percentage' : 'absolute',
                percentage: discount.type === 'percentage' ? -discount.value : null,
                price: discount.type === 'absolute' ? -discount.value : null,
                apiAlias: discount.type === 'percentage' ? 'cart_price_percentage' : 'cart_price_absolute',
              },
              price: priceStruct(lineTotal, 1, lineTotal, discount.scope === 'delivery' ? new Map() : taxes, d),
              children: [],
              apiAlias: 'cart_line_item',
            },
          });
          if (discount.scope === 'delivery') shippingTaxes = mergeBooks(shippingTaxes, taxes);
        }
      }
    }
  }
  data.discountIds = discountIds;

  // 4. Payment method.
  if (!input.payment.active || !ruleMatches(input.payment.availability, facts)) {
    errors.push(
      cartError(
        'payment-method-blocked',
        `payment-method-blocked-${input.payment.name}`,
        LEVEL.warning,
        true,
        `The payment method ${input.payment.name} is blocked for your current shopping cart.`,
        { name: input.payment.name },
      ),
    );
  }

  // 5. Totals.
  const positionPrice = goodsTotal + promotionLines.reduce((sum, line) => sum + line.total, 0);
  const allTaxes = mergeBooks(...lines.map((line) => line.taxes), ...promotionLines.map((line) => line.taxes), shippingTaxes);
  const { calculatedTaxes, taxRules, taxTotal } = taxStructs(allTaxes, d);
  const sum = positionPrice + shippingTotal;
  const totalPrice = gross ? sum : sum + taxTotal;
  const netPrice = gross ? sum - taxTotal : sum;
  const price = {
    netPrice: fromMinor(netPrice, d),
    totalPrice: fromMinor(totalPrice, d),
    calculatedTaxes,
    taxRules,
    positionPrice: fromMinor(positionPrice, d),
    rawTotal: fromMinor(totalPrice, d),
    taxStatus: gross ? 'gross' : 'net',
    apiAlias: 'cart_price',
  };
  const transactionAmount = priceStruct(totalPrice, 1, totalPrice, allTaxes, d);
  return {
    data,
    errors,
    cart: {
      token: input.token,
      name: 'sales-channel',
      price,
      lineItems: [...lines.map((line) => line.json), ...promotionLines.map((line) => line.json)],
      errors: serializeErrors(errors),
      deliveries,
      transactions: lines.length > 0 ? [{ paymentMethodId: input.payment.id, amount: transactionAmount, apiAlias: 'cart_transaction' }] : [],
      modified: false,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
      extensions: { 'cart-promotions': { addedCodes: data.addedCodes, blockedPromotionIds: data.blockedPromotionIds } },
      apiAlias: 'cart',
    },
  };
}

/** Whether a calculated cart may be ordered (no blocking error). */
export function blockingErrors(errors: readonly CartError[]): CartError[] {
  return errors.filter((error) => error.block);
}
