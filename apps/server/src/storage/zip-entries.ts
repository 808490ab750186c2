import { promisify } from 'node:util';
import { inflateRaw, inflateRawSync } from 'node:zlib';

/** One file of a ZIP archive, as its central directory lists it. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated; other methods are not read. */
  readonly method: number;
  readonly compressedSize: number;
  /** The size it declares once inflated; reading it never yields more. */
  readonly size: number;
  /** Where its bytes start in the archive (after the local header). */
  readonly dataOffset: number;
}

const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 10_000;

export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === LOCAL;

/** Where the end-of-directory record is: the last one whose comment runs exactly to the end. */
function endRecord(data: Buffer): number {
  if (!isZip(data) || data.length < 22) return -1;
  for (let at = data.length - 22; at >= 0 && at >= data.length - 22 - 0xffff; at--) {
    at = data.lastIndexOf(END_SIGNATURE, at);
    if (at < 0) return -1;
    if (at + 22 + data.readUInt16LE(at + 20) === data.length) return at;
  }
  return -1;
}

/**
 * The entries of a ZIP archive from its central directory, or null when the bytes are not one
 * well-formed archive: a directory outside the file, an entry whose local header is missing or
 * differs, data running past the directory, a name listed twice, encrypted or ZIP64 entries, or
 * more than 10,000 entries. The sizes are as declared; {@link readZipEntry} holds them to it.
 */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const end = endRecord(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directory = data.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directory + directorySize > end) return null;
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  for (let at = directory, i = 0; i < count; i++) {
    if (at + 46 > directory + directorySize || data.readUInt32LE(at) !== CENTRAL) return null;
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    if (next > directory + directorySize || flags & 0x1 || size === 0xffffffff) return null;
    const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (names.has(name) || local + 30 > directory || data.readUInt32LE(local) !== LOCAL)
      return null;
    const dataOffset = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > directory) return null;
    names.add(name);
    entries.push({ name, method, compressedSize, size, dataOffset });
    at = next;
  }
  return entries;
}

/** What the entries declare they inflate to, together. */
export const unpackedSize = (entries: readonly ZipEntry[]) =>
  entries.reduce((sum, e) => sum + e.size, 0);

const unreadable = (entry: ZipEntry, cause?: unknown) =>
  new Error(`ZIP entry ${entry.name} cannot be read`, { cause });

function checked(entry: ZipEntry, out: Buffer): Buffer {
  if (out.length !== entry.size) throw unreadable(entry);
  return out;
}

const inflateAsync = promisify(inflateRaw);

/**
 * An entry's bytes, inflated to at most the size it declares (a longer result is an error, so a
 * lying header cannot unpack more than was checked); refused beyond `maxBytes`. Synchronous: for
 * the small parts that name a package's kind.
 */
export function readZipEntrySync(data: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const raw = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.size > maxBytes) throw unreadable(entry);
  if (entry.method === 0) return checked(entry, raw);
  if (entry.method !== 8) throw unreadable(entry);
  let out: Buffer;
  try {
    out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
  } catch (err) {
    throw unreadable(entry, err);
  }
  return checked(entry, out);
}

/** {@link readZipEntrySync}, inflating on the thread pool: for a large part, such as a sheet. */
export async function readZipEntry(data: Buffer, entry: ZipEntry, maxBytes: number) {
  const raw = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.size > maxBytes) throw unreadable(entry);
  if (entry.method === 0) return checked(entry, raw);
  if (entry.method !== 8) throw unreadable(entry);
  const out = await inflateAsync(raw, { maxOutputLength: Math.max(1, entry.size) }).catch(
    (err: unknown) => {
      throw unreadable(entry, err);
    },
  );
  return checked(entry, out);
}
