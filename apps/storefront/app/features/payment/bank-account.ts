// Prepayment ("Paid in advance"): where the shopper transfers the amount. The Store API does not expose
// the shop's bank account (a system setting), so the storefront carries it here; the engine's order
// e-mail uses the same demo account unless its system config sets `core.bankAccount.*`. A real shop
// replaces these values with its own.
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** The demo shop's account (an IBAN of the German Bundesbank's test ranges, never a real account). */
export const PREPAYMENT_BANK_ACCOUNT: BankAccount = {
  holder: 'Aisle Demo Store GmbH',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  bank: 'Demo Bank',
};

/** Shopware's technical name of the prepayment method (`PrePayment` handler). */
const PREPAYMENT_TECHNICAL_NAME = 'payment_prepayment';

export function isPrepayment(technicalName: unknown): boolean {
  return technicalName === PREPAYMENT_TECHNICAL_NAME;
}
