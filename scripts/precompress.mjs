// Writes .br and .gz beside each built text asset, so the server sends them compressed without
// spending CPU per request (the chart chunk is over 500 kB uncompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;
/** Files smaller than this gain nothing worth a second request header. */
const MIN_BYTES = 1024;

/** Compresses every compressible file under `dir` (recursively); returns how many it wrote. */
export function precompress(dir) {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || stat.size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}
