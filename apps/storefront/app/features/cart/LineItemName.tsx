// A line item's name (linked to its product page) with its chosen options below: cart, side cart,
// checkout summary, success page and order history.
import { Link } from 'react-router';
import { optionsText, type LineItemOption } from './line-item-options.ts';

interface Props {
  label: string;
  href?: string | null;
  options?: readonly LineItemOption[];
  onNavigate?: () => void;
  className?: string;
}

export function LineItemName({ label, href, options = [], onNavigate, className = 'block text-xs text-muted' }: Props) {
  return (
    <>
      {href ? (
        <Link to={href} onClick={onNavigate} className="underline-offset-2 hover:underline">
          {label}
        </Link>
      ) : (
        label
      )}
      {options.length > 0 && (
        <span className={className} data-testid="line-item-options">
          {optionsText(options)}
        </span>
      )}
    </>
  );
}
