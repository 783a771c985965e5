// Evaluates a method's availability rule against the cart (pure).
import type { AvailabilityRule } from './types.ts';

export interface CartFacts {
  countryIso: string;
  /** Goods total in the default currency, gross. */
  goodsTotal: number;
  hasPhysicalItems: boolean;
}

export function ruleMatches(rule: AvailabilityRule, facts: CartFacts): boolean {
  if (rule.countries && rule.countries.length > 0 && !rule.countries.includes(facts.countryIso)) return false;
  if (rule.minCartTotal !== undefined && facts.goodsTotal < rule.minCartTotal) return false;
  if (rule.maxCartTotal !== undefined && facts.goodsTotal > rule.maxCartTotal) return false;
  if (rule.physicalOnly && !facts.hasPhysicalItems) return false;
  return true;
}
