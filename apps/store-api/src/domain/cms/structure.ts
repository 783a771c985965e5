// How a CMS page is stored: sections → blocks → slots in cms_page.sections (jsonb). Slot configs
// are translated: slot.translations maps languageId → {field: {source, value}}.
import type { Translations } from '../translation.ts';

interface FieldConfigValue {
  source: 'static' | 'mapped' | 'default' | 'product_stream';
  value: unknown;
}

export type SlotConfig = Record<string, FieldConfigValue>;

export interface StoredSlot {
  id: string;
  type: string;
  slot: string;
  locked?: boolean;
  translations: Record<string, SlotConfig | undefined>;
}

interface Visibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export interface StoredBlock {
  id: string;
  type: string;
  name?: string;
  sectionPosition: 'main' | 'sidebar';
  marginTop?: string;
  marginBottom?: string;
  marginLeft?: string;
  marginRight?: string;
  backgroundColor?: string;
  backgroundMediaId?: string;
  backgroundMediaMode?: string;
  cssClass?: string;
  visibility?: Visibility;
  slots: StoredSlot[];
}

/** What sections and blocks share: background, CSS class, visibility per device. */
export type Appearance = Pick<StoredBlock, 'backgroundColor' | 'backgroundMediaId' | 'backgroundMediaMode' | 'cssClass' | 'visibility'>;

export interface StoredSection {
  id: string;
  type: 'default' | 'sidebar';
  name?: string;
  sizingMode: 'boxed' | 'full_width';
  mobileBehavior: 'wrap' | 'hidden';
  backgroundColor?: string;
  backgroundMediaId?: string;
  backgroundMediaMode?: string;
  cssClass?: string;
  visibility?: Visibility;
  blocks: StoredBlock[];
}

export interface CmsPageRow {
  id: string;
  type: string;
  entity: string | null;
  css_class: string | null;
  config: Record<string, unknown> | null;
  sections: StoredSection[];
  translations: Translations;
  created_at: Date | string;
}
