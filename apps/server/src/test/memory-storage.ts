import { isStorageKey, type FileStorage } from '../storage/file-storage.js';

/** File storage in memory for tests; `files` shows what was stored. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    this.files.set(key, { data: Buffer.from(data), contentType });
  }

  async putStream(
    key: string,
    chunks: AsyncIterable<Buffer | string>,
    contentType: string,
  ): Promise<void> {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(Buffer.from(chunk));
    await this.put(key, Buffer.concat(parts), contentType);
  }

  async get(key: string) {
    const file = this.files.get(key);
    return file ? { body: file.data, contentType: file.contentType, size: file.data.length } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
