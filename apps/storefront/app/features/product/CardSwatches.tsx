// A card's colour swatches. Each is a link to that colour's variant page: what it does without
// JavaScript. Once the card has hydrated, a plain click switches the card's picture, price and links
// to that colour instead, as Saleor's and Dawn's cards do, and the chosen swatch is `aria-current`.
//
// The swatch stays the same <a> across hydration, never swapped for a <button>: React hydrates a card
// (a Part) on the pointerdown of a click and re-renders it at once with useHydrated() true, so a swap
// replaced the element between pointerdown and mouseup. The browser then sent the click to their
// common ancestor, neither link nor button, and the click did nothing (ADR 0029).
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { isPlainClick } from '../../ui/plain-click.ts';
import { CARD_SWATCH_LIMIT, type ColourSwatchView } from '../product-data/index.ts';

interface Props {
  productName: string;
  productHref: string;
  colours: ColourSwatchView[];
  /** The chosen swatch's `href`. */
  chosen: string | null;
  onChoose: (href: string) => void;
}

// 28 px targets (WCAG 2.5.8 asks for 24) with the colour as a 20 px dot inside.
const TARGET = 'inline-flex h-7 min-w-7 items-center justify-center rounded-full border';

function Dot({ colour }: { colour: ColourSwatchView }) {
  if (colour.color) {
    return <span aria-hidden="true" className="h-5 w-5 rounded-full border border-ink/20" style={{ backgroundColor: colour.color }} />;
  }
  if (colour.swatchImage) {
    return <img src={colour.swatchImage} alt="" width={20} height={20} loading="lazy" className="h-5 w-5 rounded-full object-cover" />;
  }
  return null;
}

export function CardSwatches({ productName, productHref, colours, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const shown = colours.slice(0, CARD_SWATCH_LIMIT);
  const more = colours.length - shown.length;
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label={t('discovery.swatches.label', { name: productName })} data-testid="card-swatches">
      {shown.map((colour) => {
        const text = !colour.color && !colour.swatchImage;
        const current = chosen === colour.href;
        const className = `${TARGET} ${text ? 'px-2 text-xs' : ''} ${current ? 'border-ink ring-1 ring-ink' : 'border-transparent hover:border-line-strong'}`;
        return (
          <li key={colour.href}>
            <a
              href={colour.href}
              className={className}
              title={colour.name}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(colour.href);
              }}
            >
              <Dot colour={colour} />
              <span className={text ? undefined : 'sr-only'}>{colour.name}</span>
            </a>
          </li>
        );
      })}
      {more > 0 && (
        <li>
          <Link to={productHref} className={`${TARGET} border-transparent px-1 text-xs text-muted hover:underline`}>
            +{more}
            <span className="sr-only"> {t('discovery.swatches.more', { count: more })}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
