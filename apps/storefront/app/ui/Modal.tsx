import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { IconButton } from './IconButton.tsx';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * 'end' slides in at the side of the page (side cart) — rendered open without JavaScript it is a
   * panel in the page's flow, at the end of the box it is rendered in; 'wide' is a centred large view
   * (gallery zoom); the default is centred.
   */
  placement?: 'center' | 'end' | 'wide';
}

/*
 * Without JavaScript (and until React runs) an open dialog is not modal: not in the top layer, the
 * page behind it neither inert nor dimmed. Fixed above the page it would hide the page's focused
 * elements (WCAG 2.4.11), so the drawer is fixed only as a modal (`modal:`) and otherwise a panel
 * where it stands in the page. The centred ones are only ever opened by script.
 */
const PLACEMENT_CLASS = {
  center: 'fixed inset-0 z-50 m-auto w-full max-w-lg rounded-lg shadow-overlay',
  end: 'relative my-4 mr-0 ml-auto w-full max-w-md rounded-card border border-line-strong modal:fixed modal:inset-0 modal:z-50 modal:my-0 modal:h-dvh modal:max-h-dvh modal:overflow-y-auto modal:rounded-none modal:border-0 modal:shadow-overlay',
  wide: 'fixed inset-0 z-50 m-auto max-h-dvh w-full max-w-5xl overflow-y-auto rounded-lg shadow-overlay',
} as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Accessible modal dialog on the native <dialog>: focus moves into it when it opens, Escape closes
 * it, and focus returns to the element that opened it. Rendered open on the server (the side cart
 * after add to cart), it is an open, non-modal dialog whose close button closes it natively (a
 * `method="dialog"` form) until React makes it modal.
 */
export function Modal({ open, title, onClose, children, placement = 'center' }: Props) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect: the focus moves in the same task as the dialog opens or goes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Open from the server's HTML (or from the first commit): open again as a modal.
    if (dialog.open && typeof dialog.showModal === 'function') dialog.close();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and `open` never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className={`${PLACEMENT_CLASS[placement]} p-0 backdrop:bg-ink/50`}
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <form method="dialog">
          <IconButton
            type="submit"
            label={t('modal.close')}
            icon={<X aria-hidden="true" size={20} />}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            size="sm"
          />
        </form>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
