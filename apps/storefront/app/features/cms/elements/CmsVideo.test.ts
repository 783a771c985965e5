import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './CmsVideo.tsx';

describe('video embed URLs', () => {
  it('uses the privacy-enhanced YouTube host and the start time', () => {
    expect(videoEmbedUrl('youtube-video', 'dQw4w9WgXcQ', 42)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
    expect(videoEmbedUrl('youtube-video', 'dQw4w9WgXcQ', null)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('embeds Vimeo without tracking', () => {
    expect(videoEmbedUrl('vimeo-video', '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('refuses ids that could break out of the URL', () => {
    expect(videoEmbedUrl('youtube-video', 'x"><script>')).toBeNull();
    expect(videoEmbedUrl('youtube-video', '../../evil')).toBeNull();
    expect(videoEmbedUrl('dailymotion-video', 'abc')).toBeNull();
  });
});
