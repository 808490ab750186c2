import { randomBytes } from 'node:crypto';
import { MAX_PHOTOS_PER_SAMPLE } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { sniffImageType } from '../../storage/image-type.js';
import { recordActivity } from '../activity/index.js';
import { insertPhoto, photoById, photoCount } from './samples.repository.js';
import { sampleFor } from './sampling-guard.js';

/**
 * Field photos of a sample: a picture is accepted by its first bytes (JPEG, PNG or WebP, never by
 * its name), at most {@link MAX_PHOTOS_PER_SAMPLE} per sample; read back only by the sample's
 * module's officers.
 */
export function createPhotosService({
  db,
  clock,
  storage,
}: {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}) {
  return {
    async upload(id: number, file: { data: Buffer; fileName: string }, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      const contentType = sniffImageType(file.data);
      if (!contentType)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'sampling:photo.notImage' });
      if ((await photoCount(db, id)) >= MAX_PHOTOS_PER_SAMPLE)
        throw new AppError('SAMPLING_PHOTO_LIMIT', { values: { max: MAX_PHOTOS_PER_SAMPLE } });
      const key = `samples/${id}/${randomBytes(16).toString('hex')}`;
      await storage.put(key, file.data, contentType);
      const now = clock.now();
      const fileName = file.fileName.replace(/[^\w. -]/g, '_').slice(0, 120) || 'photo';
      return db.transaction().execute(async (trx) => {
        const row = await insertPhoto(trx, {
          sampleId: id,
          storageKey: key,
          fileName,
          contentType,
          size: file.data.length,
          username: principal.username,
          at: now,
        });
        await recordActivity(trx, {
          actor: principal,
          action: 'upload',
          entity: 'sample_photo',
          entityId: Number(row.id),
          after: { sample: sample.code, fileName, size: file.data.length },
          at: now,
        });
        return {
          id: Number(row.id),
          fileName,
          contentType,
          size: row.size,
          username: row.username,
          at: row.at,
        };
      });
    },

    async read(photoId: number, principal: Principal) {
      const photo = orNotFound(await photoById(db, photoId));
      await sampleFor(db, Number(photo.sampleId), principal, 'view');
      const file = orNotFound(await storage.get(photo.storageKey));
      return { body: file.body, contentType: photo.contentType, fileName: photo.fileName };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
