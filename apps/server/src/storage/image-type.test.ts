import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { pngOfSize } from '../test/image-fixture.js';
import { readImageHeader, sniffImageType } from './image-type.js';

const png = pngOfSize;

function jpeg(width: number, height: number): Buffer {
  const sof = Buffer.from('ffc0000b08000000000101110000', 'hex').subarray(0, 13);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    sof,
    Buffer.from('ffda0008010100003f00', 'hex'),
    Buffer.from('d2cf20ffd9', 'hex'),
  ]);
}

function webp(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(6);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  const body = Buffer.concat([Buffer.from('WEBPVP8L'), Buffer.from([6, 0, 0, 0]), vp8l]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

const refusal = (data: Uint8Array) => {
  try {
    sniffImageType(data);
  } catch (err) {
    return err instanceof AppError ? { code: err.code, values: err.values } : err;
  }
  return null;
};

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by a header that parses, and reads their size', () => {
    expect(readImageHeader(png(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(readImageHeader(jpeg(800, 600))).toEqual({
      type: 'image/jpeg',
      width: 800,
      height: 600,
    });
    expect(readImageHeader(webp(320, 200))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 200,
    });
    expect(sniffImageType(png(1, 1))).toBe('image/png');
    expect(sniffImageType(jpeg(4000, 3000))).toBe('image/jpeg');
    expect(sniffImageType(webp(16, 16))).toBe('image/webp');
  });

  it('says null for text, other RIFF files, GIF and what is too short to be a picture', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffImageType(text('hello, I am a .png'))).toBeNull();
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(text('GIF89a'))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('refuses a file that only starts like a picture, or carries another file after it (IMAGE_UNREADABLE)', () => {
    const unreadable = { code: 'IMAGE_UNREADABLE', values: {} };
    // The first bytes alone, as the old check accepted them.
    expect(refusal(Buffer.from('ffd8ffe0001048544d4c', 'hex'))).toEqual(unreadable);
    expect(refusal(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toEqual(unreadable);
    expect(refusal(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toEqual(unreadable);
    // A PNG with a ZIP (or a page) after its end, a damaged header, a JPEG without a frame.
    expect(refusal(Buffer.concat([png(8, 8), Buffer.from('PK\u0003\u0004<html>')]))).toEqual(
      unreadable,
    );
    const damaged = png(8, 8);
    damaged[20] = 0x7f;
    expect(refusal(damaged)).toEqual(unreadable);
    expect(refusal(Buffer.from('ffd8ffda0008010100003f00ffd9', 'hex'))).toEqual(unreadable);
    expect(refusal(Buffer.concat([webp(8, 8), Buffer.from('trailing')]))).toEqual(unreadable);
  });

  it('refuses a picture beyond 16384 pixels a side or 50 megapixels by its header (IMAGE_TOO_LARGE)', () => {
    expect(refusal(png(60_000, 60_000))).toEqual({
      code: 'IMAGE_TOO_LARGE',
      values: { width: 60_000, height: 60_000, maxSide: 16_384, maxMegapixels: 50 },
    });
    expect(refusal(png(16_385, 10))).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(refusal(jpeg(10_000, 6_000))).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(refusal(webp(16_384, 16_384))).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(sniffImageType(png(16_384, 3_000))).toBe('image/png');
  });
});
