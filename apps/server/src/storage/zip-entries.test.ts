import { describe, expect, it } from 'vitest';
import { zipOf } from '../test/zip-fixture.js';
import { readZipEntry, readZipEntrySync, unpackedSize, zipEntries } from './zip-entries.js';

describe('zipEntries', () => {
  it('lists an archive’s files from its central directory, with what each declares it unpacks to', () => {
    const zip = zipOf([
      { name: 'a.txt', data: 'hello' },
      { name: 'b/c.xml', data: '<x/>'.repeat(1000) },
    ]);
    const entries = zipEntries(zip)!;
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['a.txt', 5],
      ['b/c.xml', 4000],
    ]);
    expect(unpackedSize(entries)).toBe(4005);
    expect(readZipEntrySync(zip, entries[0]!, 100).toString()).toBe('hello');
  });

  it('says null for what is not one well-formed archive', () => {
    const zip = zipOf([{ name: 'a.txt', data: 'hello' }]);
    expect(zipEntries(Buffer.from('PK\u0003\u0004 not really'))).toBeNull();
    expect(zipEntries(zip.subarray(0, zip.length - 5))).toBeNull();
    expect(zipEntries(Buffer.from('%PDF-1.4'))).toBeNull();
    const twice = zipOf([
      { name: 'a.txt', data: 'one' },
      { name: 'a.txt', data: 'two' },
    ]);
    expect(zipEntries(twice)).toBeNull();
  });

  it('never inflates an entry past what it declares, nor past the caller’s limit', async () => {
    const lying = zipOf([
      { name: 'sheet.xml', data: Buffer.alloc(10_000_000), declaredSize: 1000 },
    ]);
    const [entry] = zipEntries(lying)!;
    expect(entry!.size).toBe(1000);
    await expect(readZipEntry(lying, entry!, 1_000_000)).rejects.toThrow(/cannot be read/);
    expect(() => readZipEntrySync(lying, entry!, 1_000_000)).toThrow(/cannot be read/);
    const honest = zipOf([{ name: 'sheet.xml', data: Buffer.alloc(10_000) }]);
    const [big] = zipEntries(honest)!;
    await expect(readZipEntry(honest, big!, 5_000)).rejects.toThrow(/cannot be read/);
    expect((await readZipEntry(honest, big!, 10_000)).length).toBe(10_000);
  });
});
