// The side cart: state and context in every page, the dialog itself (SideCartDialog.tsx, with the
// cart's lines, forms and totals) loaded the first time it opens — no page carries that code before
// it is used (ADR 0018). It opens from the header's cart link (with JavaScript; without, the link
// leads to the cart page) and by itself after add to cart: the root loader then brings the cart
// (`RootData.sideCart`), so the server renders it open — the same confirmation without JavaScript,
// before hydration and after (DESIGN.md "Feedback"). The provider holds the state; `SideCartPanel`
// is where the dialog sits in the page: right below the header, because without JavaScript the
// dialog is not modal but a panel in the page's flow (ui/Modal.tsx), and there it covers nothing —
// neither the header's cart link nor whatever the keyboard focuses next (WCAG 2.4.11).
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRootLoaderData, type PageRootData } from '../../lib/root-data.ts';
import type { CartRootData } from './root-data.ts';
import { SideCartContext } from './side-cart-context.ts';

const SideCartDialog = lazy(() => import('./SideCartDialog.tsx'));

/** The dialog as the provider renders it (null until the side cart is first used), for `SideCartPanel`. */
const PanelContext = createContext<ReactNode>(null);

export function SideCartProvider({ children }: { children: ReactNode }) {
  const root = useRootLoaderData<CartRootData & PageRootData>();
  const added = root?.sideCart ?? null;
  const [open, setOpen] = useState(added !== null);
  // Mounted from the first opening on, so that closing returns focus and reopening is instant.
  const [used, setUsed] = useState(added !== null);
  const [hiddenMessages, setHiddenMessages] = useState<ReadonlySet<string>>(new Set());
  // The page's notifications sit behind the modal dialog (inert): those of the cart calls made for
  // it (the add that opened it, changes inside it) are repeated inside; older ones are not.
  const messages = root?.flash ?? [];
  // Each add to cart brings a new cart for the side cart: it opens with that add's messages (adopted
  // while rendering, as the notifications adopt new flash data).
  const [seenAdded, setSeenAdded] = useState(added);
  if (added !== seenAdded) {
    setSeenAdded(added);
    if (added) {
      setHiddenMessages(new Set());
      setUsed(true);
      setOpen(true);
    }
  }
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

  const panel = used ? (
    <Suspense fallback={null}>
      <SideCartDialog open={open} onClose={close} messages={shown} initialCart={added} />
    </Suspense>
  ) : null;

  return (
    <SideCartContext.Provider value={api}>
      <PanelContext.Provider value={panel}>{children}</PanelContext.Provider>
    </SideCartContext.Provider>
  );
}

/**
 * The side cart's place in the page, below the header: open without JavaScript (after add to cart)
 * it is a panel aligned with the header's cart link; with JavaScript a modal drawer in the top layer,
 * which this wrapper does not affect.
 */
export function SideCartPanel() {
  const panel = useContext(PanelContext);
  if (panel === null) return null;
  return <div className="mx-auto w-full max-w-7xl px-4">{panel}</div>;
}
