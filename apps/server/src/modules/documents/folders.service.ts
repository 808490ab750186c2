import { folderAccess, type DocumentFolder, type DocumentFolderUpdateBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { loggedChanges } from '../activity/index.js';
import type { DocumentsRepository } from './documents.repository.js';
import type { Actor, FolderRights } from './folder-rights.js';

/** Folders of the document repository: list, create, rename, move, set permissions (System Admin), delete when empty. */
export function createFoldersService({
  db,
  clock,
  repo,
  rights,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repo: DocumentsRepository;
  rights: FolderRights;
}) {
  const { folderIndex, requireFolder, checkRoles } = rights;
  const change = loggedChanges({ db, clock }, 'doc_folder');
  return {
    async folders(actor: Actor): Promise<DocumentFolder[]> {
      const [{ rows, index }, counts] = await Promise.all([folderIndex(), repo.documentCounts()]);
      const countOf = new Map(counts.map((c) => [c.folderId, c.count]));
      return rows.flatMap((f) => {
        const access = folderAccess(f.id, index, actor.ticked);
        return access.canRead
          ? [
              {
                id: f.id,
                parentId: f.parentId,
                name: f.name,
                readRoles: f.readRoles,
                writeRoles: f.writeRoles,
                canWrite: access.canWrite,
                documentCount: countOf.get(f.id) ?? 0,
              },
            ]
          : [];
      });
    },

    async createFolder(
      body: { name: string; parentId: number | null; readRoles: string[]; writeRoles: string[] },
      actor: Actor,
      ip: string,
    ) {
      if (body.parentId !== null) await requireFolder(body.parentId, actor, 'write');
      if (body.readRoles.length > 0 || body.writeRoles.length > 0)
        checkRoles([...body.readRoles, ...body.writeRoles], actor);
      const id = await change(
        (entityId: number) => ({ actor, ip, action: 'create', entityId, after: body }),
        (trx, now) =>
          repo.insertFolder(trx, {
            name: body.name,
            parentId: body.parentId,
            readRoles: body.readRoles,
            writeRoles: body.writeRoles,
            createdBy: actor.username,
            createdAt: now,
            deletedAt: null,
          }),
      );
      return { id };
    },

    async updateFolder(id: number, body: DocumentFolderUpdateBody, actor: Actor, ip: string) {
      if (Object.values(body).every((v) => v === undefined)) throw new AppError('EMPTY_UPDATE');
      const index = await requireFolder(id, actor, 'write');
      const before = index.get(id)!;
      if (body.readRoles !== undefined || body.writeRoles !== undefined)
        checkRoles([...(body.readRoles ?? []), ...(body.writeRoles ?? [])], actor);
      if (body.parentId !== undefined && body.parentId !== null) {
        await requireFolder(body.parentId, actor, 'write');
        // A folder cannot move into itself or one of its own subfolders.
        for (let p: number | null = body.parentId; p !== null; p = index.get(p)?.parentId ?? null) {
          if (p === id)
            throw new AppError('BAD_REQUEST', { messageKey: 'documents:errors.folderCycle' });
        }
      }
      const { name, parentId, readRoles, writeRoles } = before;
      await change(
        {
          actor,
          ip,
          action: 'update',
          entityId: id,
          before: { name, parentId, readRoles, writeRoles },
          after: body,
        },
        (trx) => repo.updateFolder(trx, id, body),
      );
    },

    /** Soft-deletes an empty folder (no live document or subfolder). */
    async deleteFolder(id: number, actor: Actor, ip: string) {
      const index = await requireFolder(id, actor, 'write');
      const hasChild = [...index.values()].some((f) => f.parentId === id);
      const counts = await repo.documentCounts();
      if (hasChild || counts.some((c) => c.folderId === id && c.count > 0))
        throw new AppError('CONFLICT', { messageKey: 'documents:errors.folderNotEmpty' });
      await change({ actor, ip, action: 'delete', entityId: id }, (trx, now) =>
        repo.updateFolder(trx, id, { deletedAt: now }),
      );
    },
  };
}

export type FoldersService = ReturnType<typeof createFoldersService>;
