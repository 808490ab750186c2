import { crc32 } from 'node:zlib';
import { AppError } from '../errors.js';

/** Picture types the portal accepts, by the content type they are stored and served with. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest picture accepted: at most this many pixels a side, and in all. */
export const IMAGE_MAX_SIDE = 16_384;
export const IMAGE_MAX_PIXELS = 50_000_000;

/** What a picture's header says. */
export interface ImageHeader {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
}

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type a file's first bytes claim, before its structure is read. */
function claimedType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * A PNG's size from its IHDR chunk (first, 13 bytes, its CRC right), provided its chunks chain
 * from the signature through at least one IDAT to IEND, the last bytes of the file.
 */
function pngSize(d: Buffer): { width: number; height: number } | null {
  let size: { width: number; height: number } | null = null;
  let pictureData = false;
  for (let at = 8; at + 12 <= d.length;) {
    const length = d.readUInt32BE(at);
    const type = d.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > d.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if ((at === 8) !== (type === 'IHDR')) return null;
    if (type === 'IHDR') {
      if (length !== 13 || crc32(d.subarray(at + 4, end - 4)) !== d.readUInt32BE(end - 4))
        return null;
      size = { width: d.readUInt32BE(at + 8), height: d.readUInt32BE(at + 12) };
    }
    if (type === 'IDAT') pictureData = true;
    if (type === 'IEND') return pictureData && end === d.length ? size : null;
    at = end;
  }
  return null;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG's size from its frame header (SOFn), provided the marker segments from the start of the
 * image through the frame header to the first scan (SOS) are whole. What follows the scan header
 * (the coded picture, and anything phones append after it) is not read.
 */
function jpegSize(d: Buffer): { width: number; height: number } | null {
  let size: { width: number; height: number } | null = null;
  for (let at = 2; at + 4 <= d.length;) {
    if (d[at] !== 0xff) return null;
    while (d[at + 1] === 0xff && at + 2 < d.length) at++; // fill bytes
    const marker = d[at + 1]!;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || at + 4 > d.length) return null;
    const length = d.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > d.length) return null;
    if (SOF.has(marker)) {
      const components = length >= 8 ? d[at + 9]! : 0;
      if (size || components < 1 || components > 4 || length < 8 + 3 * components) return null;
      size = { height: d.readUInt16BE(at + 5), width: d.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) return size;
    at += 2 + length;
  }
  return null;
}

/** VP8, VP8L and VP8X headers: the size of the picture a WebP chunk starts. */
function webpChunkSize(type: string, c: Buffer): { width: number; height: number } | null {
  if (type === 'VP8 ' && c.length >= 10 && startsWith(c, [0x9d, 0x01, 0x2a], 3))
    return { width: c.readUInt16LE(6) & 0x3fff, height: c.readUInt16LE(8) & 0x3fff };
  if (type === 'VP8L' && c.length >= 5 && c[0] === 0x2f) {
    const bits = c.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (type === 'VP8X' && c.length >= 10)
    return { width: c.readUIntLE(4, 3) + 1, height: c.readUIntLE(7, 3) + 1 };
  return null;
}

/**
 * A WebP's size from its first chunk (VP8, VP8L or VP8X), provided the RIFF container's length is
 * the file's and its chunks chain exactly to the end, with picture data among them.
 */
function webpSize(d: Buffer): { width: number; height: number } | null {
  if (d.readUInt32LE(4) + 8 !== d.length) return null;
  let size: { width: number; height: number } | null = null;
  let pictureData = false;
  let at = 12;
  while (at + 8 <= d.length) {
    const type = d.toString('latin1', at, at + 4);
    const length = d.readUInt32LE(at + 4);
    const end = at + 8 + length + (length % 2);
    if (end > d.length) return null;
    if (at === 12) size = webpChunkSize(type, d.subarray(at + 8, at + 8 + length));
    if (['VP8 ', 'VP8L', 'ANMF'].includes(type)) pictureData = true;
    at = end;
  }
  return at === d.length && pictureData ? size : null;
}

/**
 * A picture's type and size, read from its header; null when the first bytes are no JPEG, PNG or
 * WebP, or when they are but the structure behind them does not parse.
 */
export function readImageHeader(data: Uint8Array): ImageHeader | null {
  const type = claimedType(data);
  if (!type) return null;
  const d = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const size =
    type === 'image/png' ? pngSize(d) : type === 'image/jpeg' ? jpegSize(d) : webpSize(d);
  return size && size.width > 0 && size.height > 0 ? { type, ...size } : null;
}

/**
 * The picture type of an upload, decided by its bytes, never its name or declared type: null when
 * the first bytes are not a JPEG, PNG or WebP picture. A file that starts as one but whose header
 * does not parse is refused (`IMAGE_UNREADABLE`, 415), and so is one larger than
 * {@link IMAGE_MAX_SIDE} a side or {@link IMAGE_MAX_PIXELS} in all (`IMAGE_TOO_LARGE`, 413):
 * every upload that takes pictures checks them here.
 */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (!claimedType(data)) return null;
  const header = readImageHeader(data);
  if (!header) throw new AppError('IMAGE_UNREADABLE');
  const { width, height } = header;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw new AppError('IMAGE_TOO_LARGE', {
      values: {
        width,
        height,
        maxSide: IMAGE_MAX_SIDE,
        maxMegapixels: IMAGE_MAX_PIXELS / 1_000_000,
      },
    });
  return header.type;
}
