import { useTranslation } from '../../../i18n/react.tsx';
import { localiseHref } from '../../../i18n/paths.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CmsImageTag } from './CmsImageTag.tsx';
import { altText, sliderItems } from './data.ts';
import type { CmsElementProps } from './types.ts';

/** Image slider and gallery: a horizontally scrolling, snapping strip (works without JavaScript). */
export function CmsImageSlider({ slot, priority }: CmsElementProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = sliderItems(slot.data);
  if (items.length === 0) return null;
  // Landmark names must be unique on a page: the kind of element plus what its first picture shows.
  const first = items[0]?.media;
  const subject = first ? altText(first) : '';
  const label = `${t(slot.type === 'image-gallery' ? 'cms.gallery' : 'cms.slider')}${subject ? `: ${subject}` : ''}`;
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): a labelled, focusable region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="snap-x snap-mandatory overflow-x-auto pb-2">
      <ul className="flex gap-4">
        {items.map((item, index) => {
          if (!item.media) return null;
          const image = <CmsImageTag media={item.media} priority={priority && index === 0} className="h-auto w-full object-cover" />;
          return (
            <li key={`${item.media.url}-${index}`} className="w-full flex-none snap-start">
              {item.url ? (
                <a href={localiseHref(item.url, locale)} {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
