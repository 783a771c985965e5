// Prepayment ("Paid in advance"): where the shopper transfers the amount. The Store API does not expose
// the shop's bank account (a system setting), so the merchant's configuration carries it
// (`payment.bankAccount`, default the demo's account, which the engine's order e-mail names as well
// unless its system config sets `core.bankAccount.*`).
import { merchantConfig, type BankAccount } from '../../lib/merchant/config.ts';

/** The account prepayment orders are paid to. */
export function prepaymentBankAccount(): BankAccount {
  return merchantConfig().payment.bankAccount;
}

/** Shopware's technical name of the prepayment method (`PrePayment` handler). */
const PREPAYMENT_TECHNICAL_NAME = 'payment_prepayment';

export function isPrepayment(technicalName: unknown): boolean {
  return technicalName === PREPAYMENT_TECHNICAL_NAME;
}
