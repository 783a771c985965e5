import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavigationLink } from './links.ts';

interface Props {
  link: NavigationLink;
  className?: string;
  children?: ReactNode;
}

/** A navigation entry as a link: router link inside the shop, plain link outside, text for folders. */
export function NavItemLink({ link, className, children }: Props) {
  const label = children ?? link.name;
  if (link.href === null) return <span className={className}>{label}</span>;
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.external) {
    return (
      <a href={link.href} className={className} {...newTab}>
        {label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} prefetch="intent" {...newTab}>
      {label}
    </Link>
  );
}
