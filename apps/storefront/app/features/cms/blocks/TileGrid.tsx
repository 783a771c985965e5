// `image-text-row` blocks as labelled tiles: each image (linked to its category) with its text as the
// label. The 16:10 category images are shown 4:3 and zoomed towards the products drawn in their
// lower part, so the tile shows goods rather than background. Consecutive rows share one grid
// (2 columns on phones, 3 on desktop), so six tiles never leave an orphan.
import type { Schemas } from '../../../lib/store-api/types.ts';
import { localiseHref } from '../../../i18n/paths.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CmsImageTag } from '../elements/CmsImageTag.tsx';
import { htmlContent, imageItem } from '../elements/data.ts';
import { tilesOf, withoutLinks } from './tiles.ts';

export function TileGrid({ blocks }: { blocks: Schemas['CmsBlock'][] }) {
  const locale = useLocale();
  const tiles = blocks.flatMap(tilesOf);
  if (tiles.length === 0) return null;
  return (
    <ul className="cms-block cms-block-image-text-row grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-6">
      {tiles.map((tile) => {
        const image = imageItem(tile.image?.data);
        const html = htmlContent(tile.text?.data);
        const label = image.url ? withoutLinks(html) : html;
        const body = (
          <>
            <span className="block aspect-[4/3] overflow-hidden rounded-card bg-surface">
              {image.media && (
                <CmsImageTag
                  media={{ ...image.media, alt: '' }}
                  priority={false}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  className="h-full w-full origin-[52%_80%] scale-[1.35] object-cover object-[75%_50%] transition-transform duration-300 group-hover:scale-[1.4]"
                />
              )}
            </span>
            {/* Sanitised on the server; the label names the link. */}
            <span className="tile-label mt-2 block font-semibold md:text-lg" dangerouslySetInnerHTML={{ __html: label }} />
          </>
        );
        return (
          <li key={tile.key}>
            {image.url ? (
              <a href={localiseHref(image.url, locale)} className="group block">
                {body}
              </a>
            ) : (
              <div>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
