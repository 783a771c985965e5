// Small status labels on cards and pages (topseller, saving, stock).
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'sale' | 'success' | 'warning';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface text-ink',
  accent: 'bg-accent text-white',
  sale: 'bg-danger text-white',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
};

export function Badge({ tone = 'neutral', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}>{children}</span>;
}
