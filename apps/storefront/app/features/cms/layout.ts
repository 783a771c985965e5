// Pure layout rules of CMS sections and blocks.
import type { Schemas } from '@shopware/api-client/api-types';
import { getCmsLayoutConfiguration } from '@shopware/helpers';
import type { CSSProperties } from 'react';
import { backgroundStyle } from './background.ts';

type Section = Schemas['CmsSection'];
type Block = Schemas['CmsBlock'];

/** Slot order inside a block follows the slot names' reading order, not the API order. */
const SLOT_ORDER = ['left-top', 'left-bottom', 'left-image', 'left-text', 'left', 'center-left', 'center-image', 'center-text', 'center', 'center-right', 'right-image', 'right-text', 'right', 'content', 'image', 'video', 'imageSlider', 'imageGallery'];

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

/** Classes (own cssClass + visibility per device) and styles (margins, background) of a section or block. */
export function layoutAttributes(content: Section | Block): LayoutAttributes {
  const { cssClasses, layoutStyles } = getCmsLayoutConfiguration(content);
  const className = Object.entries(cssClasses ?? {})
    .filter(([, active]) => active)
    .map(([name]) => name)
    .join(' ');
  const style: CSSProperties = { ...backgroundStyle(content) };
  if (layoutStyles.marginTop) style.marginTop = layoutStyles.marginTop;
  if (layoutStyles.marginBottom) style.marginBottom = layoutStyles.marginBottom;
  if (layoutStyles.marginLeft) style.marginLeft = layoutStyles.marginLeft;
  if (layoutStyles.marginRight) style.marginRight = layoutStyles.marginRight;
  return { className, style };
}

export function isBoxed(section: Section): boolean {
  return section.sizingMode !== 'full_width';
}
