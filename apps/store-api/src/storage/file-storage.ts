// Media and download files behind one small interface (ADR 0017): the engine reads, writes and links
// files by their path inside a storage, never by a path on its own disk. The filesystem
// implementation works on a folder that several engines share (AISLE_MEDIA_DIR, AISLE_DOWNLOADS_DIR
// on a network or shared volume); another backend (a bucket) would implement the same four methods.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** The file's content, or undefined when there is none (or the path leaves the storage). */
  read(path: string): Promise<StoredFile | undefined>;
  /** Writes the whole file at once: readers (other engines too) never see half of it. */
  write(path: string, data: Buffer | string): Promise<void>;
  exists(path: string): Promise<boolean>;
  /** Where clients fetch it (`<base>/<prefix>/<path>`), or undefined for private files the engine hands out itself. */
  url(path: string, baseUrl: string): string | undefined;
}

export interface FilesystemStorageOptions {
  /** Public files under this URL prefix (media: `media`); private ones (downloads) have no URL. */
  publicPrefix?: string;
}

export function filesystemStorage(root: string, { publicPrefix }: FilesystemStorageOptions = {}): FileStorage {
  /** The file's place in the folder, or undefined when the path would leave it. */
  const locate = (path: string): string | undefined => {
    const relative = normalize(path);
    if (relative === '.' || isAbsolute(relative) || relative === '..' || relative.startsWith(`..${sep}`)) return undefined;
    const file = join(root, relative);
    return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
  };
  const fileInfo = async (path: string) => {
    const file = locate(path);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    return file && info?.isFile() ? { file, size: info.size } : undefined;
  };
  return {
    async read(path) {
      const found = await fileInfo(path);
      return found ? { stream: createReadStream(found.file), size: found.size } : undefined;
    },
    async write(path, data) {
      const file = locate(path);
      if (!file) throw new Error(`${path} is not a path inside the storage`);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async exists(path) {
      return (await fileInfo(path)) !== undefined;
    },
    url(path, baseUrl) {
      return publicPrefix === undefined || !locate(path)
        ? undefined
        : `${baseUrl.replace(/\/+$/, '')}/${publicPrefix}/${path.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
