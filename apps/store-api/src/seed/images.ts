// Demo pictures, drawn at seed time (seed/art) and stored as WebP with thumbnails. Files are named
// after their key and a hash of the drawing, so a run finds unchanged pictures on disk and a
// changed drawing gets a new file. Each picture is rasterised once; thumbnails are scaled from it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { idFor } from '../domain/ids.ts';
import type { ThumbnailRecord } from '../domain/media/media.ts';
import { renderArt, type ArtSpec } from './art/catalogue-art.ts';

const THUMBNAIL_WIDTHS = [400, 800, 1200] as const;
const WEBP = { quality: 80, effort: 2 } as const;

export interface GeneratedImage {
  id: string;
  fileName: string;
  path: string;
  fileSize: number;
  width: number;
  height: number;
  thumbnails: ThumbnailRecord[];
}

function writeAtomically(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export async function generateImage(mediaDir: string, key: string, art: ArtSpec): Promise<GeneratedImage> {
  const { svg, width, height } = renderArt(art);
  const hash = createHash('md5').update(svg).digest('hex');
  const slug = `${key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${hash.slice(0, 8)}`;
  const bucket = hash.slice(0, 2);
  const path = `media/${bucket}/${slug}.webp`;
  const file = (mediaPath: string) => join(mediaDir, mediaPath.slice('media/'.length));
  const thumbnails: ThumbnailRecord[] = THUMBNAIL_WIDTHS.filter((thumbWidth) => thumbWidth <= width).map((thumbWidth) => {
    const thumbHeight = Math.round((thumbWidth * height) / width);
    return {
      id: idFor(`thumbnail:${key}:${thumbWidth}`),
      width: thumbWidth,
      height: thumbHeight,
      path: `media/thumbnail/${bucket}/${slug}_${thumbWidth}x${thumbHeight}.webp`,
    };
  });
  const missing = thumbnails.filter((thumbnail) => !existsSync(file(thumbnail.path)));
  if (!existsSync(file(path)) || missing.length > 0) {
    const { data, info } = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: info });
    if (!existsSync(file(path))) writeAtomically(file(path), await pixels().webp(WEBP).toBuffer());
    for (const thumbnail of missing) {
      // A thumbnail as wide as the original is the original.
      if (thumbnail.width === width) writeAtomically(file(thumbnail.path), readFileSync(file(path)));
      else writeAtomically(file(thumbnail.path), await pixels().resize(thumbnail.width, thumbnail.height).webp(WEBP).toBuffer());
    }
  }
  return { id: idFor(`media:${key}`), fileName: slug, path, fileSize: statSync(file(path)).size, width, height, thumbnails };
}

/**
 * Drops libvips' operation cache once the pictures are drawn: it holds a few hundred MB of decoded
 * images that nothing needs again, and an engine keeps running for days after its first start.
 */
export function releaseImageMemory(): void {
  sharp.cache(false);
}
