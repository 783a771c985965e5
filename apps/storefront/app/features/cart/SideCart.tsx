// The side cart: state and context in every page, the dialog itself (SideCartDialog.tsx, with the
// cart's lines, forms and totals) loaded the first time it opens — no page carries that code before
// it is used (ADR 0018). Without JavaScript the cart link leads to the cart page instead.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRootData } from '../layout/root-data.ts';
import { SideCartContext } from './side-cart-context.ts';

const SideCartDialog = lazy(() => import('./SideCartDialog.tsx'));

export function SideCartProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing returns focus and reopening is instant.
  const [used, setUsed] = useState(false);
  const [hiddenMessages, setHiddenMessages] = useState<ReadonlySet<string>>(new Set());
  // The page's notifications sit behind the modal dialog (inert): those of the cart calls made for
  // it (changes inside it) are repeated inside; older ones are not.
  const messages = useRootData()?.flash ?? [];
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  });
  const show = useCallback(() => {
    setHiddenMessages(new Set(latest.current.map((message) => message.id)));
    setUsed(true);
    setOpen(true);
  }, []);
  const shown = messages.filter((message) => !hiddenMessages.has(message.id));
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ open: show }), [show]);

  return (
    <SideCartContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SideCartDialog open={open} onClose={close} messages={shown} />
        </Suspense>
      )}
    </SideCartContext.Provider>
  );
}
