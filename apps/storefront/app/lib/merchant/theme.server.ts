// The brand's colours and fonts as CSS custom properties over app.css' Tailwind tokens, and the
// contrast check of the primary button. Pure (colorjs.io does the colour maths).
import Color from 'colorjs.io';
import { COLOR_TOKENS, type ColorKey } from './config-schema.server.ts';

/** Text on primary buttons (app/ui/Button.tsx: `text-white` on `bg-accent`). */
const BUTTON_TEXT = '#ffffff';
/** WCAG 2.2 AA for normal text (1.4.3). */
const MIN_CONTRAST = 4.5;

export interface Brand {
  colors: Partial<Record<ColorKey, string>>;
  fonts: { sans?: string };
}

/** WCAG 2 contrast ratio of two CSS colours (alpha ignored). */
export function contrastRatio(foreground: string, background: string): number {
  return new Color(background).contrast(new Color(foreground), 'WCAG21');
}

/**
 * A merchant who sets only `primary` gets hover and soft shades from it, as the demo's accent has:
 * hover darker, soft a tint near white.
 */
function derived(colors: Brand['colors']): Brand['colors'] {
  if (!colors.primary) return colors;
  const primary = new Color(colors.primary).to('srgb');
  return {
    primaryHover: primary.mix('black', 0.2, { space: 'srgb' }).to('srgb').toString({ format: 'hex' }),
    primarySoft: primary.mix('white', 0.9, { space: 'srgb' }).to('srgb').toString({ format: 'hex' }),
    ...colors,
  };
}

/** `:root{…}` overriding the tokens the brand sets; '' when it sets none (the demo: app.css as it is). */
export function themeCss(brand: Brand): string {
  const declarations = Object.entries(derived(brand.colors)).map(([key, value]) => `--color-${COLOR_TOKENS[key as ColorKey]}:${value}`);
  if (brand.fonts.sans) declarations.push(`--font-sans:${brand.fonts.sans}`);
  return declarations.length === 0 ? '' : `:root{${declarations.join(';')}}`;
}

/** A warning when the primary colour is too light (or dark) for white button text; undefined when it is fine. */
export function primaryContrastWarning(brand: Brand): string | undefined {
  if (!brand.colors.primary) return undefined;
  const ratio = contrastRatio(BUTTON_TEXT, brand.colors.primary);
  if (ratio >= MIN_CONTRAST) return undefined;
  return `brand.colors.primary ${JSON.stringify(brand.colors.primary)} gives its white button text a contrast of ${ratio.toFixed(2)}:1, below WCAG AA's ${MIN_CONTRAST}:1`;
}
