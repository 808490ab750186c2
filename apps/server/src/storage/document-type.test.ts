import { DOCUMENT_TYPES } from '@eqmp/domain';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from './document-type.js';

const zipWith = (part: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`....[Content_Types].xml....${part}....`, 'latin1'),
  ]);

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    [
      'a Word package',
      zipWith('word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an Excel package',
      zipWith('xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a plain ZIP', zipWith('readme.txt'), null],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /'), null],
    ['HTML', Buffer.from('<html><script>alert(1)</script>'), null],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png'],
  ] as const)('%s → %s', (_name, data, expected) => {
    expect(sniffDocumentType(data, DOCUMENT_TYPES)).toBe(expected);
  });

  it('recognises a real DOCX, and refuses an accepted kind outside the caller’s list', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('Hello')] }] }),
    );
    expect(sniffDocumentType(docx, DOCUMENT_TYPES)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffDocumentType(Buffer.from('%PDF-1.4'), ['image/png'])).toBeNull();
  });
});
