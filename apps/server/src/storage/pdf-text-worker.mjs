// @ts-check
// The text of a PDF, read in a worker thread so that neither loading pdf.js nor a hostile file
// (a page stream that inflates to gigabytes, thousands of pages) holds the server's event loop.
// The caller bounds the worker's heap and time and ends it when the time is up; this file bounds
// the pages read, the text kept and the bytes the file's compressed streams inflate to.
// Plain JavaScript, so it runs as it is from the sources and beside the server bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';

/**
 * @typedef {object} Job
 * @property {Uint8Array} data the PDF
 * @property {number} maxPages pages read at most
 * @property {number} maxText characters kept at most
 * @property {number} maxInflated bytes the file's Flate streams (other than pictures) may inflate to
 */

const latin1 = (/** @type {Buffer} */ buf, /** @type {number} */ from, /** @type {number} */ to) =>
  buf.toString('latin1', Math.max(0, from), to);

/**
 * The bytes the PDF's Flate streams inflate to, counting up to just past `cap`. Pictures are left
 * out: extracting text never decodes them. A stream that does not inflate is pdf.js's to judge.
 * @param {Buffer} buf
 * @param {number} cap
 */
function inflatedBytes(buf, cap) {
  let total = 0;
  for (let at = buf.indexOf('stream', 0, 'latin1'); at >= 0 && total <= cap;) {
    let start = at + 6;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    // `endstream`, or the word inside other bytes: not the start of a stream.
    const keyword = latin1(buf, at - 3, at) !== 'end' && start > at + 6;
    const end = keyword ? buf.indexOf('endstream', start, 'latin1') : start;
    if (end < 0) break;
    const dict = keyword
      ? latin1(buf, Math.max(buf.lastIndexOf('obj', at, 'latin1'), at - 4096), at)
      : '';
    if (/\/FlateDecode/.test(dict) && !/\/Subtype\s*\/Image/.test(dict)) {
      try {
        total += inflateSync(buf.subarray(start, end), {
          maxOutputLength: cap - total + 1,
          finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short counts what it gives
        }).length;
      } catch (err) {
        if (/** @type {{ code?: string }} */ (err).code === 'ERR_BUFFER_TOO_LARGE') return cap + 1;
      }
    }
    at = buf.indexOf('stream', end + (keyword ? 9 : 0), 'latin1');
  }
  return total;
}

/** @param {Job} job */
async function extract({ data, maxPages, maxText, maxInflated }) {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (inflatedBytes(buf, maxInflated) > maxInflated) return { refused: 'inflated' };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const parts = [];
  let length = 0;
  for (let i = 1; i <= Math.min(pdf.numPages, maxPages) && length < maxText; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    parts.push(text);
    length += text.length;
    page.cleanup();
  }
  await pdf.destroy();
  // PostgreSQL text cannot hold NUL.
  return { text: parts.join('\n').replaceAll('\u0000', '').slice(0, maxText) };
}

extract(/** @type {Job} */ (workerData)).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ refused: 'unreadable' }),
);
