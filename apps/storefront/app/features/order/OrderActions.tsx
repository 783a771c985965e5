// "Order again" and "Cancel order" of one order. Both are plain forms posting to the order page. Cancelling
// asks first: without JavaScript the link opens the page's confirmation step (?cancel=1); with it, a dialog.
import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';

/** The order page's path, which every form of an order posts to. */
export function useOrderPagePath(deepLinkCode: string): string {
  return localisePath(`/account/order/${encodeURIComponent(deepLinkCode)}`, useLocale());
}

interface ReorderProps {
  deepLinkCode: string;
  orderNumber: string;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
}

export function ReorderForm({ deepLinkCode, orderNumber, variant = 'primary', size = 'md' }: ReorderProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={useOrderPagePath(deepLinkCode)}>
      <input type="hidden" name="intent" value="reorder" />
      <button type="submit" className={buttonClass({ variant, size })} aria-label={t('orderPage.reorder.label', { number: orderNumber })}>
        {t('orderPage.reorder.button')}
      </button>
    </Form>
  );
}

/** The confirmation: a question and two ways out. `onKeep` closes the dialog; without it "Keep order" is a link back. */
export function CancelConfirmation({ deepLinkCode, orderNumber, onKeep }: { deepLinkCode: string; orderNumber: string; onKeep?: () => void }) {
  const { t } = useTranslation();
  const path = useOrderPagePath(deepLinkCode);
  return (
    <Form method="post" action={path} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="cancel" />
      <p>{t('orderPage.cancel.text', { number: orderNumber })}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass({ variant: 'primary' }, 'bg-danger border-danger')}>
          {t('orderPage.cancel.confirm')}
        </button>
        {onKeep ? (
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onKeep}>
            {t('orderPage.cancel.keep')}
          </button>
        ) : (
          <Link to={path} className={buttonClass({ variant: 'secondary' })}>
            {t('orderPage.cancel.keep')}
          </Link>
        )}
      </div>
    </Form>
  );
}

export function CancelOrderButton({ deepLinkCode, orderNumber }: { deepLinkCode: string; orderNumber: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={`${pathname}?cancel=1`}
        className={buttonClass({ variant: 'ghost' }, 'text-danger')}
        onClick={(event) => {
          // Before hydration the link opens the confirmation step as a page; afterwards, the dialog.
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('orderPage.cancel.button')}
      </Link>
      {hydrated && (
        <Modal open={open} title={t('orderPage.cancel.heading')} onClose={() => setOpen(false)}>
          <CancelConfirmation deepLinkCode={deepLinkCode} orderNumber={orderNumber} onKeep={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
