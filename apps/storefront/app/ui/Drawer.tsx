// Off-canvas panel on <details>/<summary>: opens and closes without JavaScript (the summary is the
// trigger and, while open, the close button). `inlineFrom="md"` shows the content in place from the
// md breakpoint on (filter sidebar on desktop, drawer on phones). With JavaScript, Escape and the
// backdrop close it too, and it closes after a client navigation.
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';

interface Props {
  /** Content of the trigger (icon + text); it is the summary's accessible name when closed. */
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  side?: 'start' | 'end';
  /** Render the content in place (no drawer) from this breakpoint on. */
  inlineFrom?: 'md';
  /** Keep the drawer open across client navigations (filters apply while it is open). */
  keepOpenOnNavigation?: boolean;
  className?: string;
  children: ReactNode;
}

export function Drawer({
  trigger,
  triggerClassName = 'btn btn-secondary',
  title,
  side = 'start',
  inlineFrom,
  keepOpenOnNavigation = false,
  className = '',
  children,
}: Props) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  useEffect(() => {
    if (!keepOpenOnNavigation) close();
  }, [pathname, keepOpenOnNavigation]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.current?.open) {
        close();
        details.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const inline = inlineFrom === 'md';
  const position = side === 'start' ? 'left-0' : 'right-0';
  return (
    <details ref={details} className={`group ${inline ? 'drawer-inline-md' : ''} ${className}`}>
      <summary
        className={`${triggerClassName} ${inline ? 'md:hidden' : ''} group-open:fixed group-open:top-2 group-open:z-50 group-open:min-h-11 group-open:border-0 group-open:bg-transparent group-open:px-3 group-open:text-ink ${side === 'start' ? 'group-open:left-[min(19rem,calc(88vw-3.5rem))]' : 'group-open:right-2'}`}
      >
        <span className="contents group-open:hidden">{trigger}</span>
        <span className="hidden items-center gap-1 group-open:inline-flex">
          <X aria-hidden="true" size={22} />
          <span className="sr-only">{t('modal.close')}</span>
        </span>
      </summary>
      {/* Backdrop: a pointer convenience only; the summary and Escape close it for everyone. */}
      <div aria-hidden="true" onClick={close} className={`fixed inset-0 z-40 bg-ink/40 ${inline ? 'md:hidden' : ''}`} />
      <div
        className={`fixed inset-y-0 ${position} z-40 w-[min(22rem,88vw)] overflow-y-auto bg-canvas p-4 pt-4 shadow-overlay ${inline ? 'md:static md:z-auto md:w-auto md:overflow-visible md:p-0 md:shadow-none' : ''}`}
      >
        <p className={`mb-2 pr-12 text-lg font-bold ${inline ? 'md:hidden' : ''}`}>{title}</p>
        {children}
      </div>
    </details>
  );
}
