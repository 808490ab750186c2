import type { DocumentType } from '@eqmp/domain';
import { sniffImageType } from './image-type.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from('%PDF-', 'ascii');

/** Office Open XML packages are ZIP files; the part that names each kind is listed in the archive. */
const OFFICE_PARTS: readonly [string, DocumentType][] = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  [
    'ppt/presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
];

/**
 * The type of a document from its bytes (its "magic number" and, for Office files, the parts of
 * the archive), or null when it is none of the accepted types. Names and declared types are never
 * trusted: a script renamed `.pdf` is refused.
 */
export function sniffDocumentType(
  data: Buffer,
  accepted: readonly DocumentType[],
): DocumentType | null {
  const found = detect(data);
  return found && accepted.includes(found) ? found : null;
}

function detect(data: Buffer): DocumentType | null {
  if (data.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  if (data.subarray(0, ZIP.length).equals(ZIP)) {
    if (data.indexOf('[Content_Types].xml', 0, 'latin1') < 0) return null;
    for (const [part, type] of OFFICE_PARTS) if (data.indexOf(part, 0, 'latin1') >= 0) return type;
    return null;
  }
  const image = sniffImageType(data);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}
