// Generates the catalogue's pictures (seed/images.ts: deterministic, cached on disk). Several
// processes seeding at once (test files run in parallel) would all draw the same ~200 pictures,
// so the first takes a lock folder and the others wait for it, then find everything on disk.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database.ts';
import type { ArtSpec } from '../art/catalogue-art.ts';
import { generateImage, releaseImageMemory, type GeneratedImage } from '../images.ts';
import { tr, type PerLocale } from '../translations.ts';
import { insertRows } from './sql-rows.ts';

const STALE_LOCK_MS = 10 * 60_000;

function ownerAlive(lockDir: string): boolean {
  try {
    const pid = Number(readFileSync(join(lockDir, 'owner'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
      } catch {
        continue;
      }
      // The owner file is written right after mkdir; give it a moment before judging.
      if (age > 2000 && (!ownerAlive(lockDir) || age > STALE_LOCK_MS)) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(150);
    }
  }
  try {
    writeFileSync(join(lockDir, 'owner'), String(process.pid));
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export interface PictureNeed {
  key: string;
  art: ArtSpec;
}

/** Progress of a long seed step, e.g. "Drawing pictures 120/354" (npm start prints it). */
export type SeedProgress = (message: string) => void;

export interface EnsureImagesOptions {
  concurrency?: number;
  onProgress?: SeedProgress;
}

const PROGRESS_EVERY_MS = 5000;

async function generateAll(
  mediaDir: string,
  needs: readonly PictureNeed[],
  concurrency: number,
  onProgress?: SeedProgress,
): Promise<Map<string, GeneratedImage>> {
  const result = new Map<string, GeneratedImage>();
  let next = 0;
  let reportedAt = Date.now();
  const worker = async () => {
    while (next < needs.length) {
      const need = needs[next++]!;
      result.set(need.key, await generateImage(mediaDir, need.key, need.art));
      if (onProgress && Date.now() - reportedAt >= PROGRESS_EVERY_MS) {
        reportedAt = Date.now();
        onProgress(`Drawing demo pictures: ${result.size}/${needs.length}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  releaseImageMemory();
  return result;
}

/** Generates (or finds) one picture per need; returns them by key. */
export async function ensureImages(mediaDir: string, needs: readonly PictureNeed[], options: EnsureImagesOptions = {}): Promise<Map<string, GeneratedImage>> {
  const { concurrency = 3, onProgress } = options;
  mkdirSync(mediaDir, { recursive: true });
  const marker = join(mediaDir, `.catalogue-${createHash('md5').update(JSON.stringify(needs)).digest('hex').slice(0, 12)}.done`);
  if (existsSync(marker)) return generateAll(mediaDir, needs, concurrency);
  return withLock(join(mediaDir, '.catalogue.lock'), async () => {
    const images = await generateAll(mediaDir, needs, concurrency, onProgress);
    writeFileSync(marker, `${needs.length} pictures\n`);
    return images;
  });
}

/** media rows for generated pictures (alt text per language); existing rows are left alone. */
export async function insertMediaRows(db: Queryable, images: ReadonlyArray<{ image: GeneratedImage; alt: PerLocale<string> }>): Promise<void> {
  await insertRows(
    db,
    'media',
    [
      { name: 'id', value: (row) => row.image.id },
      { name: 'file_name', value: (row) => row.image.fileName },
      { name: 'file_extension', value: () => 'webp' },
      { name: 'mime_type', value: () => 'image/webp' },
      { name: 'file_size', value: (row) => row.image.fileSize },
      { name: 'width', value: (row) => row.image.width },
      { name: 'height', value: (row) => row.image.height },
      { name: 'path', value: (row) => row.image.path },
      { name: 'thumbnails', kind: 'jsonb', value: (row) => row.image.thumbnails },
      { name: 'translations', kind: 'jsonb', value: (row) => tr('alt', row.alt) },
    ],
    images,
    { suffix: 'ON CONFLICT (id) DO NOTHING' },
  );
}
