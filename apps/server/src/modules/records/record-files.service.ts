import { randomBytes } from 'node:crypto';
import {
  canRecord,
  RECORD_ATTACHMENT_TYPES,
  RECORD_MAX_ATTACHMENTS,
  type RecordAction,
  type recordAttachment,
  type RecordKind,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { sniffDocumentType } from '../../storage/document-type.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordActivity } from '../activity/index.js';
import { cleanFileName } from '../documents/index.js';
import { createRecordFilesRepository } from './record-files.repository.js';
import { createRecordsRepository } from './records.repository.js';

type RecordAttachment = z.output<typeof recordAttachment>;

/** A record's attachments: kept in the file storage, typed by their bytes, served as downloads. */
export function createRecordFilesService({
  db,
  clock,
  storage,
}: {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}) {
  const repo = createRecordsRepository(db);
  const files = createRecordFilesRepository(db);

  async function recordFor(
    kind: RecordKind,
    id: number,
    action: RecordAction | 'read',
    principal: Principal,
  ) {
    const row = await repo.record(db, kind, id);
    const station = row ? await repo.station(row.stationId) : undefined;
    if (!row || !station) throw new AppError('NOT_FOUND');
    if (!canRecord(kind, action, station.module, principal.ticked)) throw new AppError('FORBIDDEN');
    if (action !== 'read' && row.status !== 'active') throw new AppError('RECORD_STATE_INVALID');
    return row;
  }

  return {
    async attach(
      kind: RecordKind,
      id: number,
      file: { data: Buffer; fileName: string },
      principal: Principal,
    ): Promise<RecordAttachment> {
      await recordFor(kind, id, 'upload', principal);
      const contentType = sniffDocumentType(file.data, RECORD_ATTACHMENT_TYPES);
      if (!contentType)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'records:errors.fileType' });
      const storageKey = `records/${randomBytes(16).toString('hex')}`;
      await storage.put(storageKey, file.data, contentType);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if ((await files.count(trx, kind, id)) >= RECORD_MAX_ATTACHMENTS)
          throw new AppError('CONFLICT', {
            messageKey: 'records:errors.tooManyFiles',
            values: { max: RECORD_MAX_ATTACHMENTS },
          });
        const row = await files.insert(trx, {
          recordKind: kind,
          recordId: id,
          fileName: cleanFileName(file.fileName),
          contentType,
          sizeBytes: file.data.length,
          storageKey,
          uploadedBy: principal.username,
          uploadedAt: now,
        });
        const out = {
          id: row.id,
          fileName: row.fileName,
          contentType: row.contentType,
          size: row.sizeBytes,
          uploadedBy: row.uploadedBy,
          uploadedAt: row.uploadedAt,
        };
        await recordActivity(trx, {
          actor: principal,
          action: 'attach',
          entity: `${kind}_record`,
          entityId: id,
          after: out,
          at: now,
        });
        return out;
      });
    },

    async open(kind: RecordKind, id: number, fileId: number, principal: Principal) {
      await recordFor(kind, id, 'read', principal);
      const row = await files.find(kind, id, fileId);
      const file = row ? await storage.get(row.storageKey) : null;
      if (!row || !file) throw new AppError('NOT_FOUND');
      return { file, fileName: row.fileName, contentType: row.contentType };
    },

    /** Takes a file off the record; the stored file is kept, as every record's history is. */
    async detach(kind: RecordKind, id: number, fileId: number, principal: Principal) {
      await recordFor(kind, id, 'upload', principal);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = orNotFound(await files.detach(trx, kind, id, fileId, principal.username, now));
        await recordActivity(trx, {
          actor: principal,
          action: 'detach',
          entity: `${kind}_record`,
          entityId: id,
          before: { fileId, fileName: row.fileName },
          at: now,
        });
      });
    },
  };
}

export type RecordFilesService = ReturnType<typeof createRecordFilesService>;
