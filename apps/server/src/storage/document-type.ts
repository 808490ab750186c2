import type { DocumentType } from '@eqmp/domain';
import { sniffImageType } from './image-type.js';
import { officeType } from './office-type.js';
import { isZip } from './zip-entries.js';

const PDF = Buffer.from('%PDF-', 'ascii');

/**
 * The type of a document from its bytes, or null when it is none of the accepted types: a PDF by
 * its first bytes, an Office file by the package's own description of its main part
 * (`office-type.ts`), a picture by its header (`image-type.ts`, which refuses one whose header
 * does not parse or is too large). Names and declared types are never trusted: a script renamed
 * `.pdf` is refused.
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
  if (isZip(data)) return officeType(data);
  const image = sniffImageType(data);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}
