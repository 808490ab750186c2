import { folderAccess, isRoleName, type FolderPermissions } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import type { DocumentsRepository } from './documents.repository.js';

export type Actor = Pick<Principal, 'userId' | 'username' | 'ticked'>;

const SUPER_ROLE = 'System Admin';

/** The live folders and the checks of a caller's rights on them (per-folder roles, ancestors included). */
export function createFolderRights(repo: DocumentsRepository) {
  async function folderIndex() {
    const rows = await repo.liveFolders();
    return {
      rows,
      index: new Map<number, FolderPermissions & { name: string }>(rows.map((f) => [f.id, f])),
    };
  }

  async function requireFolder(id: number, actor: Actor, need: 'read' | 'write') {
    const { index } = await folderIndex();
    const access = folderAccess(id, index, actor.ticked);
    if (!index.has(id))
      throw new AppError('NOT_FOUND', { messageKey: 'documents:errors.folderNotFound' });
    if (!(need === 'read' ? access.canRead : access.canWrite))
      throw new AppError('FORBIDDEN', { messageKey: 'documents:errors.folderForbidden' });
    return index;
  }

  function checkRoles(roles: readonly string[] | undefined, actor: Actor) {
    if (roles === undefined) return;
    if (!actor.ticked.includes(SUPER_ROLE))
      throw new AppError('FORBIDDEN', { messageKey: 'documents:errors.permissionsAdminOnly' });
    const unknown = roles.find((r) => !isRoleName(r));
    if (unknown) throw new AppError('ROLE_UNKNOWN', { values: { role: unknown } });
  }

  return { folderIndex, requireFolder, checkRoles };
}

export type FolderRights = ReturnType<typeof createFolderRights>;
