// A square button showing only an icon; the accessible name is required (`label`).
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name, e.g. "Add to wishlist: Linen shirt". */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
}

export const iconButtonClass = (size: 'sm' | 'md' = 'md') =>
  `inline-flex ${size === 'sm' ? 'h-9 w-9' : 'h-11 w-11'} shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface disabled:opacity-50`;

export function IconButton({ label, icon, size = 'md', className = '', type = 'button', ...rest }: Props) {
  return (
    <button type={type} aria-label={label} title={label} className={`${iconButtonClass(size)} ${className}`} {...rest}>
      {icon}
    </button>
  );
}
