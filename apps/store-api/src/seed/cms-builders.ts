// Small builders for demo CMS structures (sections → blocks → slots with translated configs).
import { idFor } from '../domain/ids.ts';
import type { SlotConfig, StoredBlock, StoredSection, StoredSlot } from '../domain/cms/structure.ts';
import { LANGUAGE_IDS, LOCALE_CODES } from './demo-constants.ts';
import type { PerLocale } from './translations.ts';

export function slot(key: string, type: string, name: string, config: PerLocale<SlotConfig> | SlotConfig): StoredSlot {
  const perLocale = 'en-GB' in config ? (config as PerLocale<SlotConfig>) : undefined;
  return {
    id: idFor(`slot:${key}`),
    type,
    slot: name,
    translations: Object.fromEntries(LOCALE_CODES.map((code) => [LANGUAGE_IDS[code], perLocale ? perLocale[code] : (config as SlotConfig)])),
  };
}

export function block(key: string, type: string, slots: StoredSlot[], options: Partial<StoredBlock> = {}): StoredBlock {
  return {
    id: idFor(`block:${key}`),
    type,
    sectionPosition: 'main',
    marginTop: '20px',
    marginBottom: '20px',
    marginLeft: '20px',
    marginRight: '20px',
    slots,
    ...options,
  };
}

export function section(key: string, blocks: StoredBlock[], options: Partial<StoredSection> = {}): StoredSection {
  return { id: idFor(`section:${key}`), type: 'default', sizingMode: 'boxed', mobileBehavior: 'wrap', blocks, ...options };
}

export const fixed = (value: unknown) => ({ source: 'static' as const, value });
export const mapped = (value: string) => ({ source: 'mapped' as const, value });

export function textConfig(html: PerLocale<string>): PerLocale<SlotConfig> {
  return {
    'en-GB': { content: fixed(html['en-GB']), verticalAlign: fixed(null) },
    'pl-PL': { content: fixed(html['pl-PL']), verticalAlign: fixed(null) },
    'de-DE': { content: fixed(html['de-DE']), verticalAlign: fixed(null) },
  };
}

export function imageConfig(mediaId: string, options: { displayMode?: string; url?: string; minHeight?: string } = {}): SlotConfig {
  return {
    media: fixed(mediaId),
    displayMode: fixed(options.displayMode ?? 'standard'),
    url: fixed(options.url ?? null),
    newTab: fixed(false),
    minHeight: fixed(options.minHeight ?? '340px'),
    verticalAlign: fixed(null),
    horizontalAlign: fixed(null),
  };
}
