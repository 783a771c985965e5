// Pure layout rules of CMS sections and blocks.
import type { Schemas } from '../../lib/store-api/types.ts';
import { getCmsLayoutConfiguration } from '@shopware/helpers';
import type { CSSProperties } from 'react';
import { backgroundStyle } from './background.ts';

type Section = Schemas['CmsSection'];
type Block = Schemas['CmsBlock'];

/** Slot order inside a block follows the slot names' reading order, not the API order. */
const SLOT_ORDER = [
  'left-top',
  'left-bottom',
  'left-image',
  'left-text',
  'left',
  'center-left',
  'center-image',
  'center-text',
  'center',
  'center-right',
  'right-image',
  'right-text',
  'right',
  'content',
  'image',
  'video',
  'imageSlider',
  'imageGallery',
];

export function orderedSlots(block: Block): Schemas['CmsSlot'][] {
  const rank = (name: string) => {
    const index = SLOT_ORDER.indexOf(name);
    return index === -1 ? SLOT_ORDER.length : index;
  };
  return [...(block.slots ?? [])].sort((a, b) => rank(a.slot) - rank(b.slot));
}

/** Number of grid columns on wide screens: one per slot, at most four. */
export function blockColumns(block: Block): number {
  return Math.min(Math.max(block.slots?.length ?? 1, 1), 4);
}

export function sortedByPosition<T extends { position: number }>(items: readonly T[] | null | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => a.position - b.position);
}

export interface LayoutAttributes {
  className: string;
  style: CSSProperties;
}

/** A margin from the CMS, applied from md up: phones keep the page's own rhythm (the shop's 16 px
 * gutter and gaps), so the products on a category page start within the first screen. */
const MARGINS = [
  ['marginTop', '--cms-mt', 'md:mt-(--cms-mt)'],
  ['marginBottom', '--cms-mb', 'md:mb-(--cms-mb)'],
  ['marginLeft', '--cms-ml', 'md:ml-(--cms-ml)'],
  ['marginRight', '--cms-mr', 'md:mr-(--cms-mr)'],
] as const;

/** Classes (own cssClass + visibility per device + margins) and styles (margin values, background) of a section or block. */
export function layoutAttributes(content: Section | Block): LayoutAttributes {
  const { cssClasses, layoutStyles } = getCmsLayoutConfiguration(content);
  const classes = Object.entries(cssClasses ?? {})
    .filter(([, active]) => active)
    .map(([name]) => name);
  const style: Record<string, string> = { ...(backgroundStyle(content) as Record<string, string>) };
  for (const [property, variable, className] of MARGINS) {
    const value = layoutStyles[property];
    if (!value) continue;
    style[variable] = value;
    classes.push(className);
  }
  return { className: classes.join(' '), style: style as CSSProperties };
}

export function isBoxed(section: Section): boolean {
  return section.sizingMode !== 'full_width';
}
