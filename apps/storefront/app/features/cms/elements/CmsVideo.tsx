import { useTranslation } from '../../../i18n/react.tsx';
import { configText, configTextOrNumber } from './data.ts';
import type { CmsElementProps } from './types.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Embed URL of a YouTube (privacy-enhanced host) or Vimeo video, or null for an invalid id. */
export function videoEmbedUrl(type: string, videoId: string, start?: string | number | null): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  if (type === 'youtube-video') {
    const startSeconds = Number(start);
    return `https://www.youtube-nocookie.com/embed/${videoId}${Number.isFinite(startSeconds) && startSeconds > 0 ? `?start=${Math.floor(startSeconds)}` : ''}`;
  }
  if (type === 'vimeo-video') return `https://player.vimeo.com/video/${videoId}?dnt=1`;
  return null;
}

export function CmsVideo({ slot }: CmsElementProps) {
  const { t } = useTranslation();
  const videoId = configText(slot.config, 'videoID');
  const src = videoId ? videoEmbedUrl(slot.type, videoId, configTextOrNumber(slot.config, 'start')) : null;
  if (!src) return null;
  return (
    <div className="aspect-video w-full">
      <iframe
        src={src}
        title={t('cms.videoTitle')}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
      />
    </div>
  );
}
