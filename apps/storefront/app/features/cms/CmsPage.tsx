import type { Schemas } from '../../lib/store-api/types.ts';
import { useContext } from 'react';
import { TextOnImageBlock } from './blocks/TextOnImageBlock.tsx';
import { TileGrid } from './blocks/TileGrid.tsx';
import { groupConsecutive } from './blocks/tiles.ts';
import { CMS_ELEMENTS } from './elements/registry.ts';
import { blockColumns, isBoxed, layoutAttributes, orderedSlots, sortedByPosition } from './layout.ts';
import { CmsOverridesContext } from './overrides.ts';
import { Part } from '../../ui/Part.tsx';

const GRID_COLUMNS: Record<number, string> = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
};

const warned = new Set<string>();

function CmsSlot({ slot, priority }: { slot: Schemas['CmsSlot']; priority: boolean }) {
  const Element = useContext(CmsOverridesContext).elements?.[slot.type] ?? CMS_ELEMENTS[slot.type];
  if (!Element) {
    // Shoppers see nothing; the server log says so once per type (a plugin's element without a
    // component in the merchant's folder), the browser only during development.
    if ((import.meta.env.SSR || import.meta.env.DEV) && !warned.has(slot.type)) {
      warned.add(slot.type);
      console.warn(`[cms] No component for element type "${slot.type}"; it is not rendered. Register one in merchant/index.ts (cmsElements).`);
    }
    return null;
  }
  return (
    <div className={`cms-element-${slot.type}`} data-slot={slot.slot}>
      <Element slot={slot} priority={priority} />
    </div>
  );
}

function CmsBlock({ block, priority }: { block: Schemas['CmsBlock']; priority: boolean }) {
  const Override = useContext(CmsOverridesContext).blocks?.[block.type];
  const slots = orderedSlots(block).map((slot, index) => (
    // Captured responses may omit ids (e.g. with `includes`); the slot name is unique per block.
    <CmsSlot key={slot.id || `${slot.slot}-${index}`} slot={slot} priority={priority} />
  ));
  if (block.type === 'text-on-image') {
    return (
      <TextOnImageBlock block={block} priority={priority}>
        {slots}
      </TextOnImageBlock>
    );
  }
  const { className, style } = layoutAttributes(block);
  if (Override) return <Override block={block} slots={slots} className={className} style={style} />;
  return (
    <div className={`cms-block cms-block-${block.type} ${className}`} style={style}>
      <div className={`grid grid-cols-1 gap-6 ${GRID_COLUMNS[blockColumns(block)] ?? ''}`}>{slots}</div>
    </div>
  );
}

function CmsSection({ section, first }: { section: Schemas['CmsSection']; first: boolean }) {
  const { className, style } = layoutAttributes(section);
  const spacing = useContext(CmsOverridesContext).blockSpacing ?? 'space-y-6 md:space-y-12';
  const blocks = sortedByPosition(section.blocks);
  // Consecutive category-tile rows form one grid.
  const renderBlocks = (list: Schemas['CmsBlock'][]) =>
    groupConsecutive(list, 'image-text-row').map((entry, index) =>
      Array.isArray(entry) ? (
        <TileGrid key={entry[0]?.id || `tiles-${index}`} blocks={entry} />
      ) : (
        <CmsBlock key={entry.id || `block-${entry.position}-${index}`} block={entry} priority={first && entry === blocks[0]} />
      ),
    );
  const sizing = isBoxed(section) ? 'mx-auto max-w-7xl' : 'w-full';
  if (section.type === 'sidebar') {
    const sidebar = blocks.filter((block) => block.sectionPosition === 'sidebar');
    const main = blocks.filter((block) => block.sectionPosition !== 'sidebar');
    const sidebarHidden = section.mobileBehavior === 'hidden' ? 'max-md:hidden' : '';
    return (
      <section className={`cms-section cms-section-sidebar ${className}`} style={style}>
        <div className={`${sizing} grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8`}>
          <div className={`space-y-4 md:space-y-6 ${sidebarHidden}`}>{renderBlocks(sidebar)}</div>
          <div className="space-y-6">{renderBlocks(main)}</div>
        </div>
      </section>
    );
  }
  return (
    <section className={`cms-section cms-section-default ${className}`} style={style}>
      <div className={`${sizing} ${spacing}`}>{renderBlocks(blocks)}</div>
    </section>
  );
}

/** Renders a resolved Shopware CMS page (sections → blocks → slots → elements). */
export function CmsPage({ page }: { page: Schemas['CmsPage'] }) {
  const sections = sortedByPosition(page.sections);
  return (
    <div className={`cms-page space-y-8 md:space-y-16 ${page.cssClass ?? ''}`}>
      {sections.map((section, index) => (
        <Part key={section.id || `section-${index}`}>
          <CmsSection section={section} first={index === 0} />
        </Part>
      ))}
    </div>
  );
}
