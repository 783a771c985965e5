// Lets a page rendered through CmsPage put its own components in for some element and block types
// (the product page: its gallery, buy box, reviews …), so every CMS layout goes through one renderer.
import type { Schemas } from '../../lib/store-api/types.ts';
import { createContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { CmsElementProps } from './elements/types.ts';

export interface CmsBlockProps {
  block: Schemas['CmsBlock'];
  /** The block's slots, rendered, in reading order. */
  slots: ReactNode[];
  /** The block's own classes and styles (cssClass, visibility, margins, background). */
  className: string;
  style: CSSProperties;
}

export interface CmsOverrides {
  /** Element components by element type, in place of the registry's. */
  elements?: Readonly<Record<string, ComponentType<CmsElementProps>>>;
  /** Block components by block type, in place of the generic grid. */
  blocks?: Readonly<Record<string, ComponentType<CmsBlockProps>>>;
  /** Classes spacing a section's blocks, in place of the CMS pages' own. */
  blockSpacing?: string;
}

export const CmsOverridesContext = createContext<CmsOverrides>({});
