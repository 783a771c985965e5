import { localiseHref } from '../../../i18n/paths.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CmsImageTag } from './CmsImageTag.tsx';
import { configText, imageItem } from './data.ts';
import type { CmsElementProps } from './types.ts';

const DISPLAY_MODES: Record<string, string> = {
  cover: 'h-full w-full object-cover',
  stretch: 'h-full w-full object-fill',
  standard: 'h-auto max-w-full',
};

export function CmsImage({ slot, priority }: CmsElementProps) {
  const locale = useLocale();
  const data = imageItem(slot.data);
  if (!data.media) return null;
  const mode = configText(slot.config, 'displayMode') ?? 'standard';
  const minHeight = mode === 'cover' ? configText(slot.config, 'minHeight') : undefined;
  const image = <CmsImageTag media={data.media} priority={priority} className={DISPLAY_MODES[mode] ?? DISPLAY_MODES.standard} />;
  return (
    <figure className="h-full overflow-hidden rounded-card" style={minHeight ? { minHeight } : undefined}>
      {data.url ? (
        <a href={localiseHref(data.url, locale)} {...(data.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {image}
        </a>
      ) : (
        image
      )}
    </figure>
  );
}
