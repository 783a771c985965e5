// `text-on-image` blocks (hero, promotion banner): the block's background media as a real <img>
// (srcset, eager with high priority at the top of the page), a scrim for contrast, the text on top.
import type { Schemas } from '../../../lib/store-api/types.ts';
import type { ReactNode } from 'react';
import { CmsImageTag } from '../elements/CmsImageTag.tsx';
import { slimMedia } from '../elements/data.ts';
import { layoutAttributes } from '../layout.ts';

export function TextOnImageBlock({ block, priority, children }: { block: Schemas['CmsBlock']; priority: boolean; children: ReactNode }) {
  const media = slimMedia(block.backgroundMedia);
  const { className, style } = layoutAttributes(block);
  // The image is drawn as an element; only a background colour stays in the style.
  const { backgroundImage: _image, backgroundSize: _size, backgroundPosition: _position, backgroundRepeat: _repeat, ...rest } = style;
  return (
    <div className={`cms-block cms-block-text-on-image relative isolate overflow-hidden rounded-card bg-ink ${className}`} style={rest}>
      {media && (
        <CmsImageTag
          media={{ ...media, alt: '' }}
          priority={priority}
          sizes="(min-width: 1280px) 1248px, 100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink/80 via-ink/45 to-ink/10 md:bg-linear-to-r md:from-ink/75 md:via-ink/35 md:to-transparent"
      />
      <div className="cms-on-image flex min-h-[26rem] items-end px-6 py-8 text-white md:min-h-[30rem] md:items-center md:px-12">{children}</div>
    </div>
  );
}
