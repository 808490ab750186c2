import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_TYPES,
  type documentDetailResponse,
  type documentSummary,
  folderAccess,
  type DocumentUpdateBody,
  type DocumentUploadQuery,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import { cleanUploadName } from '../../http/uploaded-file.js';
import { sniffDocumentType } from '../../storage/document-type.js';
import type { FileStorage, StoredFile } from '../../storage/file-storage.js';
import { recordActivity } from '../activity/index.js';
import type { DocumentsRepository } from './documents.repository.js';
import type { Actor, FolderRights } from './folder-rights.js';
import type { TextIndex } from './text-index.js';

export interface UploadedDocument {
  readonly data: Buffer;
  readonly fileName: string;
}

type DocumentSummary = z.output<typeof documentSummary>;
type DocumentDetailResponse = z.output<typeof documentDetailResponse>;

/** What the documents' steps need: the database, the clock, the files, the SQL, the rights and the text index. */
type DocumentsDeps = {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  repo: DocumentsRepository;
  rights: FolderRights;
  textIndex: TextIndex;
};

async function storeFile(storage: FileStorage, file: UploadedDocument) {
  const contentType = sniffDocumentType(file.data, DOCUMENT_TYPES);
  if (!contentType)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'documents:errors.fileType' });
  const storageKey = `documents/${randomBytes(16).toString('hex')}`;
  await storage.put(storageKey, file.data, contentType);
  return {
    contentType,
    storageKey,
    fileName: cleanFileName(file.fileName),
    sizeBytes: file.data.length,
  };
}

/** Indexes the text of a stored PDF once its version is saved. */
const indexText = (
  textIndex: TextIndex,
  stored: Awaited<ReturnType<typeof storeFile>>,
  documentId: number,
  version: number,
) => {
  if (stored.contentType === 'application/pdf')
    textIndex.schedule({ documentId, version, storageKey: stored.storageKey });
};

/** A document the actor may see (deleted ones only to its folder's writers), with the actor's write right. */
async function visibleDocument(
  { repo, rights }: Pick<DocumentsDeps, 'repo' | 'rights'>,
  id: number,
  actor: Actor,
) {
  const doc = orNotFound(await repo.find(id), 'documents:errors.documentNotFound');
  const { index } = await rights.folderIndex();
  const access = folderAccess(doc.folderId, index, actor.ticked);
  if (!access.canRead || (doc.deletedAt && !access.canWrite))
    throw new AppError('FORBIDDEN', { messageKey: 'documents:errors.folderForbidden' });
  return { doc, canWrite: access.canWrite };
}

async function writableDocument(
  deps: Pick<DocumentsDeps, 'repo' | 'rights'>,
  id: number,
  actor: Actor,
) {
  const found = await visibleDocument(deps, id, actor);
  if (!found.canWrite)
    throw new AppError('FORBIDDEN', { messageKey: 'documents:errors.folderForbidden' });
  return found.doc;
}

const summary = (
  doc: NonNullable<Awaited<ReturnType<DocumentsRepository['find']>>>,
  canWrite: boolean,
): DocumentSummary => ({
  id: doc.id,
  folderId: doc.folderId,
  title: doc.title,
  module: doc.module,
  stationId: doc.stationId,
  year: doc.year,
  tags: doc.tags,
  currentVersion: doc.currentVersion,
  fileName: doc.fileName,
  contentType: doc.contentType,
  size: doc.sizeBytes,
  updatedBy: doc.updatedBy,
  updatedAt: doc.updatedAt,
  deletedAt: doc.deletedAt,
  canWrite,
});

/** Listing, details and the files of documents, within the actor's read rights. */
function createDocumentReading(deps: DocumentsDeps) {
  const { storage, repo, rights: folderRights } = deps;
  const { folderIndex, requireFolder } = folderRights;
  return {
    /** The folders the actor may read, with their write right and number of live documents. */

    async list(
      query: { folderId?: number; q?: string; module?: string; year?: number; deleted: boolean },
      actor: Actor,
    ): Promise<DocumentSummary[]> {
      const { index } = await folderIndex();
      if (query.folderId !== undefined)
        await requireFolder(query.folderId, actor, query.deleted ? 'write' : 'read');
      const rights = new Map(
        [...index.keys()].map((id) => [id, folderAccess(id, index, actor.ticked)]),
      );
      const folderIds = [...rights]
        .filter(
          ([id, a]) =>
            (query.folderId === undefined || id === query.folderId) &&
            (query.deleted ? a.canWrite : a.canRead),
        )
        .map(([id]) => id);
      const rows = await repo.list({ ...query, folderIds });
      return rows.map((row) => summary(row, rights.get(row.folderId)?.canWrite ?? false));
    },

    async detail(id: number, actor: Actor): Promise<DocumentDetailResponse> {
      const { doc, canWrite } = await visibleDocument(deps, id, actor);
      const versions = await repo.versions(id);
      return {
        ...summary(doc, canWrite),
        versions: versions.map(versionOut),
      };
    },

    /** The file of a version (by default the current one), with the name to save it under. */
    async open(
      id: number,
      version: number | undefined,
      actor: Actor,
    ): Promise<{ file: StoredFile; fileName: string; contentType: string }> {
      const { doc } = await visibleDocument(deps, id, actor);
      const row = orNotFound(
        await repo.version(id, version ?? doc.currentVersion),
        'documents:errors.versionNotFound',
      );
      const file = await storage.get(row.storageKey);
      if (!file)
        throw new AppError('NOT_FOUND', { messageKey: 'documents:errors.versionNotFound' });
      return { file, fileName: row.fileName, contentType: row.contentType };
    },
  };
}

/** A new document, or a new version of one, with its file stored and its text indexed. */
function createDocumentUploads(deps: DocumentsDeps) {
  const { db, clock, storage, repo, rights, textIndex } = deps;
  const { requireFolder } = rights;
  return {
    async upload(
      query: DocumentUploadQuery,
      file: UploadedDocument,
      actor: Actor,
      ip: string,
    ): Promise<DocumentSummary> {
      await requireFolder(query.folderId, actor, 'write');
      const stored = await storeFile(storage, file);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const docId = await repo.insert(trx, {
          folderId: query.folderId,
          title: query.title || stored.fileName.replace(/\.[^.]+$/, ''),
          module: query.module ?? null,
          stationId: query.stationId || null,
          year: query.year ?? null,
          tags: splitTags(query.tags),
          currentVersion: 1,
          contentText: '',
          createdAt: now,
          updatedBy: actor.username,
          updatedAt: now,
          deletedAt: null,
          deletedBy: null,
        });
        await repo.insertVersion(trx, docId, 1, stored, actor.username, now);
        await recordActivity(trx, {
          actor,
          action: 'upload',
          entity: 'document',
          entityId: docId,
          after: { ...query, fileName: stored.fileName, version: 1 },
          ip,
          at: now,
        });
        return docId;
      });
      indexText(textIndex, stored, id, 1);
      return summary((await repo.find(id))!, true);
    },

    async addVersion(
      id: number,
      file: UploadedDocument,
      actor: Actor,
      ip: string,
    ): Promise<DocumentSummary> {
      const doc = await writableDocument(deps, id, actor);
      if (doc.deletedAt)
        throw new AppError('CONFLICT', { messageKey: 'documents:errors.documentDeleted' });
      const stored = await storeFile(storage, file);
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        // The version number comes from the row locked for update, so two uploads never take the same one.
        const version = (await repo.lockCurrentVersion(trx, id)) + 1;
        await repo.insertVersion(trx, id, version, stored, actor.username, now);
        await repo.update(trx, id, {
          currentVersion: version,
          contentText: '',
          updatedBy: actor.username,
          updatedAt: now,
        });
        await recordActivity(trx, {
          actor,
          action: 'upload_version',
          entity: 'document',
          entityId: id,
          after: { fileName: stored.fileName, version },
          ip,
          at: now,
        });
        return version;
      });
      indexText(textIndex, stored, id, saved);
      return summary((await repo.find(id))!, true);
    },
  };
}

/** Edits, moves, soft deletes and restores of a document. */
function createDocumentEdits(deps: DocumentsDeps) {
  const { db, clock, repo, rights } = deps;
  const { requireFolder } = rights;
  return {
    /** Edits metadata, renames (title) or moves (folder) a document. */
    async update(
      id: number,
      body: DocumentUpdateBody,
      actor: Actor,
      ip: string,
    ): Promise<DocumentSummary> {
      if (Object.values(body).every((v) => v === undefined)) throw new AppError('EMPTY_UPDATE');
      const doc = await writableDocument(deps, id, actor);
      if (body.folderId !== undefined && body.folderId !== doc.folderId)
        await requireFolder(body.folderId, actor, 'write');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await repo.update(trx, id, { ...body, updatedBy: actor.username, updatedAt: now });
        await recordActivity(trx, {
          actor,
          action: body.folderId !== undefined && body.folderId !== doc.folderId ? 'move' : 'update',
          entity: 'document',
          entityId: id,
          before: {
            title: doc.title,
            folderId: doc.folderId,
            module: doc.module,
            stationId: doc.stationId,
            year: doc.year,
            tags: doc.tags,
          },
          after: body,
          ip,
          at: now,
        });
      });
      return summary((await repo.find(id))!, true);
    },

    async setDeleted(id: number, deleted: boolean, actor: Actor, ip: string) {
      const doc = await writableDocument(deps, id, actor);
      if (Boolean(doc.deletedAt) === deleted)
        throw new AppError('CONFLICT', {
          messageKey: deleted
            ? 'documents:errors.documentDeleted'
            : 'documents:errors.documentNotDeleted',
        });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await repo.update(
          trx,
          id,
          deleted
            ? { deletedAt: now, deletedBy: actor.username }
            : { deletedAt: null, deletedBy: null },
        );
        await recordActivity(trx, {
          actor,
          action: deleted ? 'delete' : 'restore',
          entity: 'document',
          entityId: id,
          ip,
          at: now,
        });
      });
    },
  };
}

/**
 * Documents of the repository: upload with metadata, versions, full-text search (titles, tags
 * and the text of PDFs), edit, move, soft delete and restore, each within the folder rights.
 * Every change is written to the activity log in the same transaction. A PDF is stored and listed
 * at once; its text is indexed in the background afterwards (`text-index.ts`).
 */
export function createDocumentsService(deps: DocumentsDeps) {
  return {
    ...createDocumentReading(deps),
    ...createDocumentUploads(deps),
    ...createDocumentEdits(deps),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

function splitTags(tags: string | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}

/** A stored file version as the API lists it (the document repository and the EQMP reports). */
export function versionOut<U>(v: {
  version: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: U;
  uploadedAt: Date;
}) {
  return {
    version: v.version,
    fileName: v.fileName,
    contentType: v.contentType,
    size: v.sizeBytes,
    uploadedBy: v.uploadedBy,
    uploadedAt: v.uploadedAt,
  };
}

/** The file's own name as {@link cleanUploadName} keeps it; never empty. */
export function cleanFileName(name: string): string {
  return cleanUploadName(name) || 'document';
}
