// Buttons and button-styled links: one primary action per view, secondary and ghost for the rest.
// The classes live in app.css (`.btn …`) so CMS HTML links can use them too.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (buy box, forms on phones). */
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Look = {}, extra = ''): string {
  return ['btn', `btn-${variant}`, size === 'md' ? '' : `btn-${size}`, block ? 'w-full' : '', extra].filter(Boolean).join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode };

export function Button({ variant, size, block, className = '', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </button>
  );
}

type ButtonLinkProps = Look & LinkProps;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
