import { RECORD_SETTING_SEEDS, type recordSetting, type RecordSettingBody } from '@eqmp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database, RecordSettingTable } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createRecordsRepository } from './records.repository.js';

type RecordSetting = z.output<typeof recordSetting>;

const out = (r: Selectable<RecordSettingTable>): RecordSetting => ({
  parameterCode: r.parameterCode,
  bufferMinutes: r.bufferMinutes,
  absTolerance: r.absTolerance,
  relTolerancePct: r.relTolerancePct,
  validFrom: r.validFrom,
  setBy: r.setBy,
});

/** Puts the domain's settings in the table once, as the first version of each (from 1970). */
export async function seedRecordSettings(db: Kysely<Database>): Promise<void> {
  const repo = createRecordsRepository(db);
  if (await repo.hasSettings()) return;
  await repo.insertSettings(
    db,
    RECORD_SETTING_SEEDS.map((s) => ({
      ...s,
      validFrom: new Date(0),
      setBy: 'system',
      setAt: new Date(0),
    })),
  );
}

/** Stabilisation buffers and calibration tolerances, versioned; a System Admin adds a version. */
export function createRecordSettingsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createRecordsRepository(db);
  return {
    /** The version in force of the default and of each parameter that has its own. */
    async inForce(): Promise<RecordSetting[]> {
      const rows = await repo.settings();
      const versions = rows.map((r) => ({ ...r, validFrom: r.validFrom.getTime() }));
      const now = clock.now().getTime();
      const latest = (code: string | null) =>
        versions
          .filter((v) => v.parameterCode === code && v.validFrom <= now)
          .sort((a, b) => b.validFrom - a.validFrom || b.id - a.id)[0];
      return [...new Set(rows.map((r) => r.parameterCode))]
        .map(latest)
        .filter((v) => v !== undefined)
        .map((v) => out({ ...v, validFrom: new Date(v.validFrom) }))
        .sort((a, b) => (a.parameterCode ?? '').localeCompare(b.parameterCode ?? ''));
    },

    /** A new version from now on; records saved from now use it (saved records keep their buffer). */
    async update(body: RecordSettingBody, principal: Principal): Promise<RecordSetting> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const row = (
          await repo.insertSettings(trx, [
            { ...body, validFrom: now, setBy: principal.username, setAt: now },
          ])
        )[0]!;
        await recordActivity(trx, {
          actor: principal,
          action: 'update',
          entity: 'record_setting',
          entityId: row.id,
          after: out(row),
          at: now,
        });
        return out(row);
      });
    },
  };
}

export type RecordSettingsService = ReturnType<typeof createRecordSettingsService>;
