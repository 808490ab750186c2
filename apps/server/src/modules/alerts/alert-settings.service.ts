import type { AlertSettingKey } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { alertSettingWrites, createAlertSettingsRepository } from './alert-settings.repository.js';
import { SETTING_SCHEMAS } from './alert-settings.schema.js';

/** The System Admin's alert setting sets: replacing one is checked by its own schema and logged. */
export function createAlertSettingsService(db: Kysely<Database>, clock: Clock) {
  const repo = createAlertSettingsRepository(db);
  const current = async (key: AlertSettingKey) => (await repo.list()).find((s) => s.key === key)!;
  return {
    /** Replaces one setting set (its schema decides what it holds); answers it as now stored. */
    async update(
      key: AlertSettingKey,
      body: unknown,
      actor: Pick<Principal, 'userId' | 'username'>,
      ip: string,
    ) {
      const parsed = SETTING_SCHEMAS[key].safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const before = (await current(key)).data;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await alertSettingWrites.save(trx, key, parsed.data, now, actor.username);
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: 'alert_setting',
          entityId: key,
          before,
          after: parsed.data,
          at: now,
          ip,
        });
      });
      return current(key);
    },
  };
}
