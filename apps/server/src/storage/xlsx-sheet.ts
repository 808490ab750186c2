import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from '../errors.js';
import { officePackage, packagePart, packagePartText, xmlElements } from './office-type.js';
import { readZipEntry, unpackedSize, zipEntries, type ZipEntry } from './zip-entries.js';

/** The most an uploaded workbook may unpack to, all its parts together (bytes). */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RELATIONSHIP = /\/relationships\/(worksheet|styles|sharedStrings)$/;
const EMPTY_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** One row of a sheet: its number (1 is the first line) and its cells (index 0 is column A). */
export interface SheetRow {
  readonly number: number;
  readonly values: readonly ExcelJS.CellValue[];
  /** Whether any cell holds a value. */
  readonly hasValues: boolean;
}

/** Whether the bytes are an Excel workbook, as its package describes itself (`office-type.ts`). */
export const isXlsx = (data: Buffer) => officePackage(data)?.type === XLSX;

/** A relationship's target as a part name: relative to its source part's folder unless absolute. */
const resolveTarget = (source: string, target: string) =>
  target.startsWith('/')
    ? target.slice(1)
    : posix.normalize(posix.join(posix.dirname(source), target));

/** The parts the first sheet is read with: the workbook, its relationships, styles, strings, sheet. */
function sheetParts(data: Buffer): [name: string, entry: ZipEntry | null][] | null {
  const pkg = officePackage(data);
  if (pkg?.type !== XLSX) return null;
  const book = pkg.mainPart.name;
  const relsName = posix.join(posix.dirname(book), '_rels', `${posix.basename(book)}.rels`);
  const bookText = packagePartText(data, pkg.entries, book) ?? '';
  const rels = xmlElements(packagePartText(data, pkg.entries, relsName) ?? '', 'Relationship');
  const target = (kind: string, id?: string) => {
    const rel = rels.find(
      (r) => RELATIONSHIP.exec(r.get('Type') ?? '')?.[1] === kind && (!id || r.get('Id') === id),
    );
    return rel ? packagePart(pkg.entries, resolveTarget(book, rel.get('Target') ?? '')) : undefined;
  };
  const firstSheet = xmlElements(bookText, 'sheet')[0]?.get('r:id');
  const sheet = firstSheet ? target('worksheet', firstSheet) : undefined;
  if (!sheet) return null;
  return [
    ['xl/_rels/workbook.xml.rels', packagePart(pkg.entries, relsName) ?? null],
    ['xl/workbook.xml', pkg.mainPart],
    ['xl/styles.xml', target('styles') ?? null],
    ['xl/sharedStrings.xml', target('sharedStrings') ?? null],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
}

/**
 * A ZIP of the given parts, stored (not compressed), handed out in pieces with a turn of the
 * event loop between them, so that parsing it never holds the server for long.
 */
async function* storedZip(parts: readonly [string, Buffer][]): AsyncGenerator<Buffer> {
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6);
    head.writeUInt32LE(crc32(content), 14);
    head.writeUInt32LE(content.length, 18);
    head.writeUInt32LE(content.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    head.copy(central, 6, 4, 30); // version needed … name length, as in the local header
    central.writeUInt32LE(offset, 42);
    directory.push(central, fileName);
    yield Buffer.concat([head, fileName]);
    for (let at = 0; at < content.length; at += 64 * 1024) {
      yield content.subarray(at, at + 64 * 1024);
      await nextTurn();
    }
    offset += head.length + fileName.length + content.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    directory.reduce((n, b) => n + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([...directory, end]);
}

/**
 * The rows of an XLSX workbook's first sheet, as a stream: the caller stops reading when it has
 * enough (a row limit), and the rest is never parsed. Before anything is inflated, the archive's
 * directory must declare at most {@link XLSX_MAX_UNPACKED_BYTES} for all its parts (else
 * `UPLOAD_UNPACKED_TOO_LARGE`, 413), and no part is inflated past what it declares. Only the
 * parts the sheet needs are read, and they are handed to ExcelJS's streaming reader in the order
 * that lets it parse the sheet as it comes. Throws a plain error when the bytes are not a
 * readable workbook.
 */
export async function* sheetRows(
  data: Buffer,
  maxUnpackedBytes = XLSX_MAX_UNPACKED_BYTES,
): AsyncGenerator<SheetRow> {
  const entries = zipEntries(data);
  if (entries && unpackedSize(entries) > maxUnpackedBytes)
    throw new AppError('UPLOAD_UNPACKED_TOO_LARGE', {
      values: { max: Math.round(maxUnpackedBytes / (1024 * 1024)) },
    });
  const parts = entries && sheetParts(data);
  if (!parts) throw new Error('Not an Excel workbook with a sheet');
  const contents: [string, Buffer][] = [];
  for (const [name, entry] of parts) {
    if (entry) contents.push([name, await readZipEntry(data, entry, maxUnpackedBytes)]);
    else if (name === 'xl/sharedStrings.xml') contents.push([name, EMPTY_STRINGS]);
  }
  const input = Readable.from(storedZip(contents), { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet)
        yield {
          number: row.number,
          values: (row.values as ExcelJS.CellValue[]).slice(1),
          hasValues: row.hasValues,
        };
      break;
    }
  } finally {
    input.destroy();
  }
}
