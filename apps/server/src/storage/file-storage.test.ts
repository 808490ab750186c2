import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, isStorageKey, type FileStorage } from './file-storage.js';

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'eqmp-files-'));
    storage = createLocalFileStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores a file with its content type, reads it back and deletes it', async () => {
    await storage.put('station-pictures/abc_DEF-1', Buffer.from('picture bytes'), 'image/png');
    const file = await storage.get('station-pictures/abc_DEF-1');
    expect(file).toMatchObject({ contentType: 'image/png', size: 13 });
    expect(await text(file!.body as Readable)).toBe('picture bytes');
    await storage.delete('station-pictures/abc_DEF-1');
    expect(await storage.get('station-pictures/abc_DEF-1')).toBeNull();
    expect(await readdir(join(root, 'station-pictures'))).toEqual([]);
  });

  it('answers null for a key that has no file, and deleting it is not an error', async () => {
    expect(await storage.get('nothing/here')).toBeNull();
    await expect(storage.delete('nothing/here')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the root or name other files', async () => {
    for (const key of [
      '../etc/passwd',
      'a/../../b',
      '/etc/passwd',
      'a\\b',
      'a/b.meta',
      '',
      'a//b',
      'a/',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
      await expect(storage.get(key), key).rejects.toThrow();
    }
  });
});
