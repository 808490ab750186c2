import { randomUUID } from 'node:crypto';
import { localDayKey, tarballVersionAt, type TarballVersionBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordActivity } from '../activity/index.js';
import { createStandardsRepository, standardsWrites } from './standards.repository.js';
import type { Actor } from './standards.service.js';

/** Every stored version of the tar-ball classes, oldest first (the order `versionAt` expects). */
export const tarballVersions = (db: Kysely<Database>) =>
  createStandardsRepository(db).tarballVersions();

/**
 * System Admin: the tar-ball class bounds as versioned data, like the other standards — a change
 * is a new version with its first local day, never an edit, and is in the activity log.
 */
export function createTarballClassesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function overview() {
    const now = clock.now();
    const items = await tarballVersions(db);
    const inForce = items.length > 0 ? tarballVersionAt(items, now).id : null;
    return {
      today: localDayKey(now),
      items: items.map((v) => ({ ...v, inForce: v.id === inForce })),
    };
  }

  return {
    overview,

    async add(actor: Actor, body: TarballVersionBody) {
      const existing = await tarballVersions(db);
      if (existing.some((v) => v.version.toLowerCase() === body.version.trim().toLowerCase()))
        throw new AppError('NAME_TAKEN', { messageKey: 'errors:calculators.versionTaken' });
      if (existing.some((v) => v.effectiveFrom === body.effectiveFrom))
        throw new AppError('CONFLICT', { messageKey: 'errors:calculators.effectiveDateTaken' });
      const id = `tarball-${randomUUID()}`;
      const now = clock.now();
      await db
        .transaction()
        .execute(async (trx) => {
          await standardsWrites.insertTarballVersion(
            trx,
            {
              id,
              version: body.version.trim(),
              effectiveFrom: body.effectiveFrom,
              source: body.source.trim(),
              confidence: body.confidence,
              provisional: body.provisional ?? false,
              thresholds: body.thresholds,
              createdBy: actor.principal?.username ?? 'system',
            },
            now,
          );
          await recordActivity(trx, {
            actor: actor.principal,
            action: 'create',
            entity: 'tarball_class_version',
            entityId: id,
            after: body,
            ip: actor.ip,
            at: now,
          });
        })
        .catch((err: unknown) => {
          // Two admins adding the same label at once: the unique index refuses the second.
          if ((err as { code?: unknown })?.code === '23505')
            throw new AppError('NAME_TAKEN', { messageKey: 'errors:calculators.versionTaken' });
          throw err;
        });
      return (await overview()).items.find((v) => v.id === id)!;
    },
  };
}

export type TarballClassesService = ReturnType<typeof createTarballClassesService>;
