// Empty cart, wishlist, search without results, account without orders: icon, one sentence, a way back.
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Usually a <ButtonLink> back to shopping. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, children, action }: Props) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
      <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted">
        {icon}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
