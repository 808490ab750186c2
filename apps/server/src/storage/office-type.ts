import { readZipEntrySync, zipEntries, type ZipEntry } from './zip-entries.js';

/** The Office Open XML kinds the portal accepts, by the content type they are stored with. */
export type OfficeType =
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The content type of each kind's main part, as `[Content_Types].xml` declares it. */
const MAIN_PARTS: Readonly<Record<string, OfficeType>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The parts read to decide (the content types and the package's relationships) are small. */
const MAX_PART_BYTES = 1024 * 1024;

/** The attributes of each `<tag …>` element in a small XML part (prefixed or not), in order. */
export function xmlElements(xml: string, tag: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const [, attributes] of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const map = new Map<string, string>();
    for (const [, name, double, single] of (attributes ?? '').matchAll(
      /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    ))
      map.set(name!, (double ?? single ?? '').replaceAll('&amp;', '&'));
    found.push(map);
  }
  return found;
}

/** The entry of a part, by its name in the package (without a leading slash, in any case). */
export function packagePart(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  const wanted = name.replace(/^\.?\//, '').toLowerCase();
  return entries.find((e) => e.name.toLowerCase() === wanted);
}

/** A small part's text (at most 1 MiB inflated), or null when it is missing or unreadable. */
export function packagePartText(
  data: Buffer,
  entries: readonly ZipEntry[],
  name: string,
): string | null {
  const entry = packagePart(entries, name);
  if (!entry) return null;
  try {
    return readZipEntrySync(data, entry, MAX_PART_BYTES).toString('utf8');
  } catch {
    return null;
  }
}

/** An Office Open XML package: its kind, entries and main part. */
export interface OfficePackage {
  readonly type: OfficeType;
  readonly entries: readonly ZipEntry[];
  readonly mainPart: ZipEntry;
}

/**
 * An Office Open XML package (Word, Excel or PowerPoint), read as the format defines it: the
 * package's relationships (`_rels/.rels`) name its main part, the part is in the archive, and
 * `[Content_Types].xml` gives that part the kind's content type. Null for anything else,
 * including a ZIP that only mentions those names, and the macro-enabled and template variants.
 */
export function officePackage(data: Buffer): OfficePackage | null {
  const entries = zipEntries(data);
  if (!entries) return null;
  const rels = packagePartText(data, entries, '_rels/.rels');
  const types = packagePartText(data, entries, '[Content_Types].xml');
  if (rels === null || types === null) return null;
  const main = xmlElements(rels, 'Relationship').find((r) =>
    /\/officeDocument$/.test(r.get('Type') ?? ''),
  );
  const mainPart = packagePart(entries, main?.get('Target') ?? '');
  if (!mainPart) return null;
  const name = mainPart.name.toLowerCase();
  const override = xmlElements(types, 'Override').find(
    (o) => packagePart([mainPart], o.get('PartName') ?? '') !== undefined,
  );
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const byDefault = xmlElements(types, 'Default').find(
    (d) => (d.get('Extension') ?? '').toLowerCase() === extension,
  );
  const type = MAIN_PARTS[(override ?? byDefault)?.get('ContentType') ?? ''];
  return type ? { type, entries, mainPart } : null;
}

/** The kind of an Office Open XML package ({@link officePackage}), or null. */
export const officeType = (data: Buffer): OfficeType | null => officePackage(data)?.type ?? null;
