import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ImageType } from '../../storage/image-type.js';
import { loggedChanges } from '../activity/index.js';
import { newPictureKey, pictureKeyOf, pictureUrl } from './pictures.js';
import { createStationsRepository } from './stations.repository.js';

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly storage: FileStorage;
}

/** A picture that passed the type and size checks. */
export interface CheckedPicture {
  readonly data: Buffer;
  readonly contentType: ImageType;
}

type Repo = ReturnType<typeof createStationsRepository>;

/** A station's id and main picture key; an unknown station is not found. */
async function stationPicture(repo: Repo, id: string) {
  return orNotFound(await repo.pictureOf(id));
}

/** Writes a picture's file, then runs `write`; the file is removed again if `write` fails. */
async function storedPicture<T>(
  storage: FileStorage,
  picture: CheckedPicture,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = newPictureKey();
  await storage.put(key, picture.data, picture.contentType);
  try {
    return await write(key);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

/** What the activity log notes of a picture's file. */
const meta = (picture: CheckedPicture) => ({
  contentType: picture.contentType,
  size: picture.data.length,
});

/** A station's main picture, and the file of any shown picture. */
function createMainPicture({ db, clock, storage }: Deps, repo: Repo) {
  const change = loggedChanges({ db, clock }, 'station');
  return {
    async setMain(stationId: string, picture: CheckedPicture, actor: Principal, ip: string) {
      const before = await stationPicture(repo, stationId);
      const key = await storedPicture(storage, picture, (key) =>
        change(
          {
            actor,
            ip,
            action: 'set_picture',
            entityId: stationId,
            before: { picture: pictureUrl(before.pictureKey) },
            after: { picture: pictureUrl(key), ...meta(picture) },
          },
          async (trx, now) => {
            await repo.update(trx, stationId, { pictureKey: key }, now);
            return key;
          },
        ),
      );
      if (before.pictureKey) await storage.delete(before.pictureKey);
      return { url: pictureUrl(key) };
    },

    async removeMain(stationId: string, actor: Principal, ip: string) {
      const before = await stationPicture(repo, stationId);
      if (!before.pictureKey) return;
      await change(
        {
          actor,
          ip,
          action: 'remove_picture',
          entityId: stationId,
          before: { picture: pictureUrl(before.pictureKey) },
        },
        (trx, now) => repo.update(trx, stationId, { pictureKey: null }, now),
      );
      await storage.delete(before.pictureKey);
    },

    /** A picture of an active station by the token of its URL; null when there is none to show. */
    async open(token: string) {
      const key = pictureKeyOf(token);
      if (!key) return null;
      return (await repo.pictureShown(key)) ? storage.get(key) : null;
    },
  };
}

/** The pictures of a station's gallery. */
function createGallery({ db, clock, storage }: Deps, repo: Repo) {
  const change = loggedChanges({ db, clock }, 'station_picture');
  return {
    async addToGallery(
      stationId: string,
      picture: CheckedPicture,
      caption: string | null,
      actor: Principal,
      ip: string,
    ) {
      await stationPicture(repo, stationId);
      const row = await storedPicture(storage, picture, (fileKey) =>
        change(
          (inserted: { id: number }) => ({
            actor,
            ip,
            action: 'create',
            entityId: inserted.id,
            after: { stationId, caption, url: pictureUrl(fileKey), ...meta(picture) },
          }),
          (trx, now) =>
            repo.insertGalleryPicture(trx, {
              stationId,
              fileKey,
              caption,
              contentType: picture.contentType,
              createdAt: now,
            }),
        ),
      );
      return {
        id: row.id,
        url: pictureUrl(row.fileKey),
        caption: row.caption,
        contentType: row.contentType,
        createdAt: row.createdAt,
      };
    },

    async removeFromGallery(stationId: string, pictureId: number, actor: Principal, ip: string) {
      const before = orNotFound(await repo.galleryPicture(stationId, pictureId));
      await change(
        {
          actor,
          ip,
          action: 'delete',
          entityId: pictureId,
          before: { stationId, caption: before.caption, url: pictureUrl(before.fileKey) },
        },
        (trx) => repo.deleteGalleryPicture(trx, pictureId),
      );
      await storage.delete(before.fileKey);
    },
  };
}

/**
 * A station's main picture and gallery. The file is written before the row that points at it
 * and removed after the row that pointed at it, so a row never names a missing file; a failed
 * transaction removes the file it had just written.
 */
export function createPicturesService({ db, clock, storage }: Deps) {
  const repo = createStationsRepository(db);
  const deps = { db, clock, storage };

  return {
    ...createMainPicture(deps, repo),
    ...createGallery(deps, repo),
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
