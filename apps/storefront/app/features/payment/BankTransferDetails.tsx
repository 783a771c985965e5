// What a prepayment order needs: the bank account, the amount and the payment reference (the order
// number). Shown on the success page and in the order history while the order is not paid.
import { useTranslation } from '../../i18n/react.tsx';
import { prepaymentBankAccount } from './bank-account.ts';

export function BankTransferDetails({ orderNumber, amount }: { orderNumber: string; amount: string }) {
  const { t } = useTranslation();
  const account = prepaymentBankAccount();
  const rows = [
    [t('checkout.transfer.holder'), account.holder],
    [t('checkout.transfer.iban'), account.iban],
    [t('checkout.transfer.bic'), account.bic],
    [t('checkout.transfer.bank'), account.bank],
    [t('checkout.transfer.amount'), amount],
    [t('checkout.transfer.reference'), orderNumber],
  ] as const;
  return (
    <section aria-label={t('checkout.transfer.heading')} className="rounded-card border border-info bg-info-soft p-4" data-testid="bank-transfer">
      <h2 className="mb-1 text-lg font-bold">{t('checkout.transfer.heading')}</h2>
      <p className="mb-3">{t('checkout.transfer.intro', { number: orderNumber })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
