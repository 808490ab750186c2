import { DOCUMENT_WRITE_ACCESS } from './document-api-entries.js';

/**
 * Per-folder permissions of the document repository. A folder lists the role names that may read
 * it and those that may write (upload, edit, move, delete) in it; an empty list leaves it open to
 * every holder of the repository role. Writing anywhere also needs the repository's write role
 * (`DOCUMENT_WRITE_ACCESS`): a folder's roles narrow who writes, never widen it to a reader. A
 * folder is reachable only when each of its ancestors is too, and System Admin reaches every folder.
 */
export interface FolderPermissions {
  readonly id: number;
  readonly parentId: number | null;
  readonly readRoles: readonly string[];
  readonly writeRoles: readonly string[];
}

export interface FolderAccess {
  readonly canRead: boolean;
  readonly canWrite: boolean;
}

const SUPER_ROLE = 'System Admin';

const holdsAny = (roles: readonly string[], ticked: readonly string[]) =>
  roles.length === 0 || roles.some((r) => ticked.includes(r));

/** The access of `ticked` to the folder `id`, walking up its ancestors in `folders`. */
export function folderAccess(
  id: number,
  folders: ReadonlyMap<number, FolderPermissions>,
  ticked: readonly string[],
): FolderAccess {
  if (ticked.includes(SUPER_ROLE)) return { canRead: folders.has(id), canWrite: folders.has(id) };
  let canRead = true;
  let canWrite = true;
  const seen = new Set<number>();
  let current = folders.get(id);
  if (!current) return { canRead: false, canWrite: false };
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    const writes = holdsAny(current.writeRoles, ticked);
    // Writing a folder implies reading it.
    canRead &&= writes || holdsAny(current.readRoles, ticked);
    if (current.id === id) canWrite = writes;
    current = current.parentId === null ? undefined : folders.get(current.parentId);
  }
  const writer = DOCUMENT_WRITE_ACCESS.anyOf.some((r) => ticked.includes(r));
  return { canRead, canWrite: canRead && canWrite && writer };
}
