// The quick order page: rows of product number and quantity, a box for lines pasted from a
// spreadsheet and a CSV upload, in one plain form (multipart), so it works without JavaScript. With
// JavaScript rows can be added and numbers are suggested while typed. After sending, the report
// says what became of every line and the lines that did not go in are back in the form.
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PageHeading } from '../pages/index.ts';
import { EMPTY_ROWS, MAX_LINES, QUICK_ORDER_FIELDS } from './form-fields.ts';
import type { TypedRow } from './order-lines.ts';
import { QuickOrderReport } from './QuickOrderReport.tsx';
import type { QuickOrderAnswer } from './quick-order.server.ts';
import { SUGGESTIONS_ID, useNumberSuggestions } from './NumberSuggestions.tsx';
import { QUICK_ORDER_PATH } from './QuickOrderLink.tsx';

function rowsToShow(answer: QuickOrderAnswer | undefined): TypedRow[] {
  const rows = answer?.rows ?? [];
  const blanks = Math.max(EMPTY_ROWS - rows.length, 1);
  return [...rows, ...Array.from({ length: blanks }, () => ({ number: '', quantity: '' }))];
}

function Rows({ initial }: { initial: TypedRow[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [count, setCount] = useState(initial.length);
  const { suggest, list } = useNumberSuggestions();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t('quickOrder.rowsLegend')}</legend>
      <div className="grid grid-cols-[1fr_6.5rem] gap-x-3 gap-y-2" role="presentation">
        <span aria-hidden="true" className="text-sm font-medium text-muted">
          {t('quickOrder.number')}
        </span>
        <span aria-hidden="true" className="text-sm font-medium text-muted">
          {t('quickOrder.quantity')}
        </span>
        {Array.from({ length: count }, (_, index) => {
          const row = initial[index];
          return (
            <div key={index} className="contents">
              <input
                name={QUICK_ORDER_FIELDS.number}
                defaultValue={row?.number ?? ''}
                aria-label={t('quickOrder.numberOfRow', { row: index + 1 })}
                autoComplete="off"
                spellCheck={false}
                list={hydrated ? SUGGESTIONS_ID : undefined}
                onInput={(event) => suggest(event.currentTarget.value)}
                className="field font-mono"
              />
              <input
                name={QUICK_ORDER_FIELDS.quantity}
                defaultValue={row?.quantity ?? ''}
                aria-label={t('quickOrder.quantityOfRow', { row: index + 1 })}
                inputMode="numeric"
                placeholder="1"
                className="field"
              />
            </div>
          );
        })}
      </div>
      {list}
      {hydrated && count < MAX_LINES && (
        <Button variant="ghost" size="sm" onClick={() => setCount((current) => current + 5)}>
          <Plus aria-hidden className="size-4" />
          {t('quickOrder.moreRows')}
        </Button>
      )}
    </fieldset>
  );
}

export function QuickOrderPage({ answer }: { answer: QuickOrderAnswer | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.endsWith(QUICK_ORDER_PATH);
  // A new answer brings new rows and text: the form starts over from them.
  const formKey = answer ? JSON.stringify([answer.rows, answer.text, answer.outcomes.length]) : 'empty';
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <PageHeading titleKey="quickOrder.heading" breadcrumb />
        <p className="max-w-3xl text-muted">{t('quickOrder.intro')}</p>
      </div>
      {answer && <QuickOrderReport answer={answer} />}
      <Form key={formKey} method="post" encType="multipart/form-data" action={localisePath(QUICK_ORDER_PATH, locale)} className="space-y-6">
        <div className="grid gap-8 lg:grid-cols-2">
          <Rows initial={rowsToShow(answer)} />
          <div className="space-y-6">
            <div className="flex flex-col gap-1">
              <label htmlFor="quick-order-lines" className="text-lg font-semibold">
                {t('quickOrder.textLabel')}
              </label>
              <p id="quick-order-lines-hint" className="text-sm text-muted">
                {t('quickOrder.textHint')}
              </p>
              <textarea
                id="quick-order-lines"
                name={QUICK_ORDER_FIELDS.text}
                rows={8}
                defaultValue={answer?.text ?? ''}
                aria-describedby="quick-order-lines-hint"
                spellCheck={false}
                placeholder={'AI10033;2\nAI10034;1'}
                className="field font-mono"
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="quick-order-file" className="text-lg font-semibold">
                {t('quickOrder.fileLabel')}
              </label>
              <p id="quick-order-file-hint" className="text-sm text-muted">
                {t('quickOrder.fileHint')}
              </p>
              <input
                id="quick-order-file"
                type="file"
                name={QUICK_ORDER_FIELDS.file}
                accept=".csv,.txt,text/csv,text/plain"
                aria-describedby="quick-order-file-hint"
                className="field file:mr-3 file:min-h-9 file:rounded-control file:border file:border-ink file:bg-canvas file:px-3 file:font-semibold"
              />
            </div>
          </div>
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={sending} className="w-full sm:w-auto">
          {t('quickOrder.submit')}
        </Button>
      </Form>
    </div>
  );
}
