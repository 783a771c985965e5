// What became of each quick-order line once the cart answered: added as asked, added with another
// quantity (stock, minimum, purchase steps — the cart says why), or not added (unknown number, a
// product with variants, nothing left). Pure: the action supplies the products found and the cart
// before and after the one request.
import type { MessageKey } from '../../i18n/message-key.ts';
import { cartErrorsOf, messageForCartError } from '../cart/index.ts';
import type { CartRequestLine, LineRef, UnreadableLine } from './order-lines.ts';

export interface KnownProduct {
  id: string;
  number: string;
  name: string;
  /** A parent of variants: only one of its variants can go into the cart. */
  hasVariants: boolean;
}

export interface OutcomeMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface LineOutcome {
  ref: LineRef;
  status: 'added' | 'adjusted' | 'refused';
  number: string;
  name: string;
  /** What the line asked for, and what went into the cart (adjusted lines). */
  requested: number;
  added: number;
  message: OutcomeMessage;
}

const PROBLEM_MESSAGES: Readonly<Record<UnreadableLine['problem'], MessageKey>> = {
  quantity: 'quickOrder.problem.quantity',
  number: 'quickOrder.problem.number',
  tooMany: 'quickOrder.problem.tooMany',
};

function unreadableOutcome(line: UnreadableLine): LineOutcome {
  return { ref: line, status: 'refused', number: '', name: '', requested: 0, added: 0, message: { key: PROBLEM_MESSAGES[line.problem] } };
}

/** The product a typed number names: the same number first, else one differing only in case. */
export function productFor(number: string, products: readonly KnownProduct[]): KnownProduct | undefined {
  return products.find((product) => product.number === number) ?? products.find((product) => product.number.toLowerCase() === number.toLowerCase());
}

export interface CartFacts {
  /** Quantity of each product in the cart before and after the request. */
  before: ReadonlyMap<string, number>;
  after: ReadonlyMap<string, number>;
  errors: unknown;
}

/** The cart's own reason for a product's quantity (Shopware keys its errors `<messageKey><line id>`). */
function cartReason(productId: string, errors: unknown): OutcomeMessage | null {
  for (const error of cartErrorsOf(errors)) {
    if (!error.key.endsWith(productId)) continue;
    const message = messageForCartError(error);
    if (message) return message.params ? { key: message.key, params: message.params } : { key: message.key };
  }
  return null;
}

function outcomesOfGroup(group: CartRequestLine, product: KnownProduct | undefined, cart: CartFacts): LineOutcome[] {
  const each = (status: LineOutcome['status'], message: OutcomeMessage, added = 0) =>
    group.lines.map((line, index): LineOutcome => ({
      ref: line,
      status,
      number: product?.number ?? line.number,
      name: product?.name ?? '',
      requested: line.quantity,
      // Lines of one product share one cart line: what went in is told once, on the first.
      added: index === 0 ? added : 0,
      message,
    }));
  if (!product) return each('refused', { key: 'quickOrder.problem.unknown', params: { number: group.number } });
  if (product.hasVariants) return each('refused', { key: 'quickOrder.problem.variants', params: { name: product.name } });
  const added = Math.max(0, (cart.after.get(product.id) ?? 0) - (cart.before.get(product.id) ?? 0));
  const reason = cartReason(product.id, cart.errors);
  if (added === 0) return each('refused', reason ?? { key: 'quickOrder.problem.notAdded', params: { name: product.name } });
  if (added === group.quantity) return each('added', { key: 'quickOrder.added', params: { quantity: added } }, added);
  const changed: OutcomeMessage = { key: 'quickOrder.adjusted', params: { added, requested: group.quantity } };
  return each('adjusted', reason ?? changed, added);
}

/** One outcome per line, in the order the shopper gave them. */
export function lineOutcomes(
  groups: readonly CartRequestLine[],
  products: readonly KnownProduct[],
  cart: CartFacts,
  unreadable: readonly UnreadableLine[],
): LineOutcome[] {
  const outcomes = [...groups.flatMap((group) => outcomesOfGroup(group, productFor(group.number, products), cart)), ...unreadable.map(unreadableOutcome)];
  const order: Readonly<Record<LineRef['origin'], number>> = { row: 0, text: 1, file: 2 };
  return outcomes.sort((a, b) => order[a.ref.origin] - order[b.ref.origin] || a.ref.position - b.ref.position);
}

/** Lines to give back to the form: everything not in the cart (adjusted lines are, with the cart's quantity). */
export function linesToRetype(outcomes: readonly LineOutcome[]): { rows: LineRef[]; text: LineRef[] } {
  const refused = outcomes.filter((outcome) => outcome.status === 'refused').map((outcome) => outcome.ref);
  return { rows: refused.filter((ref) => ref.origin === 'row'), text: refused.filter((ref) => ref.origin !== 'row') };
}
