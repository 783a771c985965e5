// Collapsible sections on <details>/<summary> (no JavaScript needed): filter groups, product
// description and properties on phones, footer columns.
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  summaryClassName?: string;
}

export function Accordion({ summary, children, defaultOpen = false, className = '', summaryClassName = 'py-3 font-semibold' }: Props) {
  return (
    <details open={defaultOpen} className={`group/acc border-b border-line ${className}`}>
      <summary className={`flex items-center justify-between gap-2 ${summaryClassName}`}>
        {summary}
        <ChevronDown aria-hidden="true" size={18} className="shrink-0 group-open/acc:rotate-180" />
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}
