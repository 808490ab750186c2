import { DOCUMENT_TYPES } from '@eqmp/domain';
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pngOfSize } from '../test/image-fixture.js';
import { zipOf, type ZipPart } from '../test/zip-fixture.js';
import { sniffDocumentType } from './document-type.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The bytes the old check looked for, in a ZIP signature and nothing else. */
const mentions = (part: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`....[Content_Types].xml....${part}....`, 'latin1'),
  ]);

/** A package whose relationships name `main` and whose content types give it `contentType`. */
const officePackage = (main: string, contentType: string, extra: ZipPart[] = []) =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${contentType}"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/${main}"/></Relationships>`,
    },
    { name: main, data: '<?xml version="1.0"?><root/>' },
    ...extra,
  ]);

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    ['a PNG', pngOfSize(1, 1), 'image/png'],
    ['a PowerPoint package', officePackage('ppt/presentation.xml', `${PPTX}.main+xml`), PPTX],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /'), null],
    ['HTML', Buffer.from('<html><script>alert(1)</script>'), null],
  ] as const)('%s → %s', (_name, data, expected) => {
    expect(sniffDocumentType(data, DOCUMENT_TYPES)).toBe(expected);
  });

  it('recognises a real DOCX and XLSX, and refuses an accepted kind outside the caller’s list', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('Hello')] }] }),
    );
    expect(sniffDocumentType(docx, DOCUMENT_TYPES)).toBe(DOCX);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Data').addRow(['date', 'value']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(sniffDocumentType(xlsx, DOCUMENT_TYPES)).toBe(XLSX);
    expect(sniffDocumentType(Buffer.from('%PDF-1.4'), ['image/png'])).toBeNull();
  });

  it('decides an Office kind by the package’s main part and its content type, not by names found in the bytes', () => {
    // What the old substring check accepted: the names anywhere in the bytes.
    expect(sniffDocumentType(mentions('word/document.xml'), DOCUMENT_TYPES)).toBeNull();
    expect(sniffDocumentType(mentions('xl/workbook.xml'), DOCUMENT_TYPES)).toBeNull();
    // A ZIP holding a file named like the main part, without the package's description of it.
    const bare = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(sniffDocumentType(bare, DOCUMENT_TYPES)).toBeNull();
    // A main part the relationships name but the archive does not hold.
    const missing = zipOf([
      {
        name: '[Content_Types].xml',
        data: `<Types><Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`,
      },
      {
        name: '_rels/.rels',
        data: '<Relationships><Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
    ]);
    expect(sniffDocumentType(missing, DOCUMENT_TYPES)).toBeNull();
    // Macro-enabled Word, and a package naming a script as its main part.
    const docm = officePackage(
      'word/document.xml',
      'application/vnd.ms-word.document.macroEnabled.main+xml',
    );
    expect(sniffDocumentType(docm, DOCUMENT_TYPES)).toBeNull();
    expect(
      sniffDocumentType(officePackage('run.sh', 'application/x-sh'), DOCUMENT_TYPES),
    ).toBeNull();
  });
});
