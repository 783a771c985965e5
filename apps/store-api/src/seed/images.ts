// Demo pictures are drawn locally (no downloads): an SVG composition per key, rendered by sharp
// into WebP with thumbnails in several widths. Files are deterministic, so an existing file is reused.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { idFor } from '../domain/ids.ts';
import type { ThumbnailRecord } from '../domain/media/media.ts';

export const ORIGINAL_SIZE = { width: 1600, height: 900 };
export const THUMBNAIL_WIDTHS = [400, 800, 1280] as const;

export interface GeneratedImage {
  id: string;
  fileName: string;
  path: string;
  fileSize: number;
  width: number;
  height: number;
  thumbnails: ThumbnailRecord[];
}

function palette(key: string): [string, string, string] {
  const hash = createHash('sha256').update(key).digest();
  const hue = (hash[0] ?? 0) * 360 / 256;
  const color = (shift: number, lightness: number) => `hsl(${Math.round((hue + shift) % 360)}, 55%, ${lightness}%)`;
  return [color(0, 42), color(40, 62), color(200, 88)];
}

export function artwork(key: string, width: number, height: number): string {
  const [dark, mid, light] = palette(key);
  const hash = createHash('sha256').update(`${key}:shapes`).digest();
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = ((hash[index * 3] ?? 0) / 255) * width;
    const y = ((hash[index * 3 + 1] ?? 0) / 255) * height;
    const r = (0.08 + ((hash[index * 3 + 2] ?? 0) / 255) * 0.25) * height;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${index % 2 ? light : mid}" fill-opacity="0.45"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}
<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.3}" height="${height * 0.06}" rx="${height * 0.03}" fill="${light}" fill-opacity="0.8"/>
</svg>`;
}

function writeAtomically(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

async function render(svg: string, file: string, width: number, height: number): Promise<void> {
  if (existsSync(file)) return;
  writeAtomically(file, await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 78 }).toBuffer());
}

export async function generateImage(mediaDir: string, key: string): Promise<GeneratedImage> {
  const slug = key.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const bucket = createHash('md5').update(key).digest('hex').slice(0, 2);
  const { width, height } = ORIGINAL_SIZE;
  const svg = artwork(key, width, height);
  const path = `media/${bucket}/${slug}.webp`;
  await render(svg, join(mediaDir, path.slice('media/'.length)), width, height);
  const thumbnails: ThumbnailRecord[] = [];
  for (const thumbWidth of THUMBNAIL_WIDTHS) {
    const thumbHeight = Math.round((thumbWidth * height) / width);
    const thumbPath = `media/thumbnail/${bucket}/${slug}_${thumbWidth}x${thumbHeight}.webp`;
    await render(svg, join(mediaDir, thumbPath.slice('media/'.length)), thumbWidth, thumbHeight);
    thumbnails.push({ id: idFor(`thumbnail:${key}:${thumbWidth}`), width: thumbWidth, height: thumbHeight, path: thumbPath });
  }
  return { id: idFor(`media:${key}`), fileName: slug, path, fileSize: statSync(join(mediaDir, path.slice('media/'.length))).size, width, height, thumbnails };
}
