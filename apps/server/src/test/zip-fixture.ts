import { crc32, deflateRawSync } from 'node:zlib';

/** A file of a test archive. */
export interface ZipPart {
  readonly name: string;
  readonly data: Buffer | string;
  /** What the archive says it unpacks to; a lie when it differs from the data's length. */
  readonly declaredSize?: number;
}

/** A ZIP archive of deflated parts, with local headers and a central directory. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(part.name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(0x0800, 2); // UTF-8 names
    fields.writeUInt16LE(8, 4); // deflated
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(part.declaredSize ?? data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, name, packed]);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    fields.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    locals.push(local);
    central.push(entry, name);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook fixture shares: content types, relationships and the workbook. */
const workbookParts = (mainContentType: string): ZipPart[] => [
  {
    name: '[Content_Types].xml',
    data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${mainContentType}"/></Types>`,
  },
  {
    name: '_rels/.rels',
    data: `<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  },
  {
    name: 'xl/workbook.xml',
    data: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: `<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  },
];

export const XLSX_MAIN_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/**
 * A workbook whose one sheet holds a header and the same row repeated until the sheet's XML is
 * `sheetBytes` long: a few hundred kilobytes that unpack to that size. `declaredSize` makes the
 * archive lie about it.
 */
export function xlsxBomb(sheetBytes: number, declaredSize?: number): Buffer {
  const head = Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>date</t></is></c><c r="B1" t="inlineStr"><is><t>time</t></is></c></row>`,
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const row = Buffer.from(
    '<row><c t="inlineStr"><is><t>01/01/2026</t></is></c><c><v>1</v></c></row>',
  );
  const sheet = Buffer.alloc(sheetBytes, 0x20);
  head.copy(sheet, 0);
  for (let at = head.length; at + row.length <= sheetBytes - tail.length; at += row.length)
    row.copy(sheet, at);
  tail.copy(sheet, sheetBytes - tail.length);
  return zipOf([
    ...workbookParts(XLSX_MAIN_TYPE),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize },
  ]);
}
