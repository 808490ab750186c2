import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file as read back: its bytes (streamed or in memory), type and size in bytes. */
export interface StoredFile {
  readonly body: Readable | Buffer;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Where documents, pictures and exports are kept (ARCHITECTURE §2). Keys are made by the server
 * (never taken from a user's path): slash-separated segments of letters, digits, `_` and `-`.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file written piece by piece (a long export), never holding it whole in memory. */
  putStream(
    key: string,
    chunks: AsyncIterable<Buffer | string>,
    contentType: string,
  ): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,100}(?:\/[A-Za-z0-9_-]{1,100}){0,5}$/;

/** Whether `key` has the shape of a key we make (no dots, so no `..` and no file extensions). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/**
 * Files on the local disk under `root` (by default `DATA_DIR/files`). Each file has a sidecar
 * `<key>.meta.json` with its content type; keys cannot contain dots, so the two never collide.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(base, key);
    // The key shape already rules out traversal; this second check keeps it so if the shape changes.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  };
  const metaOf = (path: string) => `${path}.meta.json`;

  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, data);
      await writeFile(metaOf(path), JSON.stringify({ contentType }));
      await rename(partial, path);
    },

    async putStream(key, chunks, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await pipeline(Readable.from(chunks), createWriteStream(partial));
      await writeFile(metaOf(path), JSON.stringify({ contentType }));
      await rename(partial, path);
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(metaOf(path), 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(path), contentType, size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(metaOf(path), { force: true });
    },
  };
}
