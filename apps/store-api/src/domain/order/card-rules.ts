// What the demo gateway decides about a typed card: the checks a real provider's fields make before
// they hand out a token (number by Luhn, expiry in the future, three-digit security code) and the
// outcome of the published test cards. Any other valid number is declined: the gateway is a test mode.
import { textOf } from '../validation/rules.ts';

export type CardOutcome = 'approve' | 'decline' | 'challenge';
export type CardProblem = 'card_number_invalid' | 'expiry_invalid' | 'security_code_invalid';

export interface CardInput {
  number: unknown;
  expiry: unknown;
  securityCode: unknown;
}

export type CardCheck = { ok: true; outcome: CardOutcome; last4: string } | { ok: false; problems: CardProblem[] };

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000002760003184': 'challenge',
};

const text = (value: unknown): string => textOf(value) ?? '';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, MM / YY, MMYY or MM/YYYY; valid through the last day of its month. */
function expiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = text(input.number).replace(/[\s-]/g, '');
  const problems: CardProblem[] = [];
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) problems.push('card_number_invalid');
  if (!expiryValid(text(input.expiry), now)) problems.push('expiry_invalid');
  if (!/^\d{3}$/.test(text(input.securityCode).trim())) problems.push('security_code_invalid');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, outcome: TEST_CARDS[number] ?? 'decline', last4: number.slice(-4) };
}
