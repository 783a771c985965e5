// What became of the lines just sent: a summary with the way to the cart, the lines that need the
// shopper (not added, or added with another quantity) one by one, the added ones folded away.
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { LineOutcome } from './outcomes.ts';
import type { QuickOrderAnswer } from './quick-order.server.ts';

const WHERE: Readonly<Record<LineOutcome['ref']['origin'], MessageKey>> = {
  row: 'quickOrder.where.row',
  text: 'quickOrder.where.text',
  file: 'quickOrder.where.file',
};

function OutcomeItem({ outcome }: { outcome: LineOutcome }) {
  const { t } = useTranslation();
  const Icon = outcome.status === 'added' ? CheckCircle2 : outcome.status === 'adjusted' ? Info : AlertTriangle;
  const tone = outcome.status === 'added' ? 'text-success' : outcome.status === 'adjusted' ? 'text-info' : 'text-danger';
  return (
    <li className="flex gap-3 py-2">
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${tone}`} />
      <div className="min-w-0">
        <p className="text-sm text-muted">
          {t(WHERE[outcome.ref.origin], { position: outcome.ref.position })}
          {': '}
          <span className="font-mono break-all text-ink">{outcome.ref.text}</span>
          {outcome.name && <span className="text-ink"> · {outcome.name}</span>}
        </p>
        <p>
          {outcome.status === 'adjusted' && <>{t('quickOrder.adjusted', { added: outcome.added, requested: outcome.requested })} </>}
          {t(outcome.message.key, outcome.message.params ?? {})}
        </p>
      </div>
    </li>
  );
}

export function QuickOrderReport({ answer }: { answer: QuickOrderAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const attention = answer.outcomes.filter((outcome) => outcome.status !== 'added');
  const added = answer.outcomes.filter((outcome) => outcome.status === 'added');
  return (
    <section aria-labelledby="quick-order-report" className="space-y-4 rounded-card border border-line bg-surface p-4 md:p-6" tabIndex={-1}>
      <h2 id="quick-order-report" className="text-xl font-semibold">
        {t('quickOrder.reportHeading')}
      </h2>
      {answer.error && (
        <p role="alert" className="font-medium text-danger">
          {t(answer.error.key, answer.error.params ?? {})}
        </p>
      )}
      {answer.addedLines > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-medium">
            {t('quickOrder.addedLines', { count: answer.addedLines })}
          </p>
          <ButtonLink to={localisePath('/checkout/cart', locale)} variant="secondary" size="sm">
            {t('quickOrder.toCart')}
          </ButtonLink>
        </div>
      )}
      {attention.length > 0 && (
        <div className="space-y-1">
          <h3 className="font-semibold">{t('quickOrder.attention', { count: attention.length })}</h3>
          <ul className="divide-y divide-line">
            {attention.map((outcome) => (
              <OutcomeItem key={`${outcome.ref.origin}-${outcome.ref.position}`} outcome={outcome} />
            ))}
          </ul>
          {answer.outcomes.some((outcome) => outcome.status === 'refused') && <p className="text-sm text-muted">{t('quickOrder.retype')}</p>}
          {answer.fileReturned && <p className="text-sm text-muted">{t('quickOrder.fileReturned')}</p>}
        </div>
      )}
      {added.length > 0 && (
        <details>
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium underline underline-offset-2">
            {t('quickOrder.showAdded', { count: added.length })}
          </summary>
          <ul className="divide-y divide-line">
            {added.map((outcome) => (
              <OutcomeItem key={`${outcome.ref.origin}-${outcome.ref.position}`} outcome={outcome} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
