// A card's colour swatches. Without JavaScript (and until the card has hydrated) each is a link to
// that colour's variant page; once hydrated it is a toggle button that switches the card's picture,
// price and link to that colour, as Saleor's and Dawn's cards do.
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { CARD_SWATCH_LIMIT, type ColourSwatchView } from './colour-swatches.ts';

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
  const hydrated = useHydrated();
  const shown = colours.slice(0, CARD_SWATCH_LIMIT);
  const more = colours.length - shown.length;
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label={t('discovery.swatches.label', { name: productName })} data-testid="card-swatches">
      {shown.map((colour) => {
        const text = !colour.color && !colour.swatchImage;
        const pressed = chosen === colour.href;
        const className = `${TARGET} ${text ? 'px-2 text-xs' : ''} ${pressed ? 'border-ink ring-1 ring-ink' : 'border-transparent hover:border-line-strong'}`;
        const content = (
          <>
            <Dot colour={colour} />
            <span className={text ? undefined : 'sr-only'}>{colour.name}</span>
          </>
        );
        return (
          <li key={colour.href}>
            {hydrated ? (
              <button type="button" className={className} aria-pressed={pressed} title={colour.name} onClick={() => onChoose(colour.href)}>
                {content}
              </button>
            ) : (
              // A plain link: a click that React replays while it hydrates the card still navigates
              // (a router Link would prevent the default before the router can take over).
              <a href={colour.href} className={className} title={colour.name}>
                {content}
              </a>
            )}
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
