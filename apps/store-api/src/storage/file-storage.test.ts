import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesystemStorage } from './file-storage.ts';

const roots: string[] = [];
const folder = () => {
  const root = mkdtempSync(join(tmpdir(), 'aisle-storage-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('filesystem storage', () => {
  it('writes files whole into subfolders, and another instance on the same folder reads them', async () => {
    const root = folder();
    const writer = filesystemStorage(root);
    const reader = filesystemStorage(root);
    expect(await reader.exists('a/b/licence.txt')).toBe(false);
    expect(await reader.read('a/b/licence.txt')).toBeUndefined();
    await writer.write('a/b/licence.txt', 'key AISLE-1');
    expect(await reader.exists('a/b/licence.txt')).toBe(true);
    const file = await reader.read('a/b/licence.txt');
    expect(file?.size).toBe(11);
    expect(await text(file!.stream)).toBe('key AISLE-1');
  });

  it('never reaches outside its folder', async () => {
    const parent = folder();
    writeFileSync(join(parent, 'secret.txt'), 'no');
    const storage = filesystemStorage(join(parent, 'media'));
    for (const path of ['../secret.txt', 'x/../../secret.txt', join(parent, 'secret.txt'), '.', '']) {
      expect(await storage.read(path), path).toBeUndefined();
      expect(await storage.exists(path), path).toBe(false);
      await expect(storage.write(path, 'x'), path).rejects.toThrow('not a path inside the storage');
    }
    expect(await storage.exists('..')).toBe(false);
  });

  it('gives public files a URL under their prefix and private ones none', () => {
    const root = folder();
    expect(filesystemStorage(root, { publicPrefix: 'media' }).url('ab/a shirt.webp', 'https://api.example/')).toBe(
      'https://api.example/media/ab/a%20shirt.webp',
    );
    expect(filesystemStorage(root, { publicPrefix: 'media' }).url('../x.webp', 'https://api.example')).toBeUndefined();
    expect(filesystemStorage(root).url('licence.txt', 'https://api.example')).toBeUndefined();
  });
});
