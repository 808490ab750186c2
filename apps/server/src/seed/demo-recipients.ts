import { ALERT_SETTING_KEYS, modulesOf, type AlertSettingKey } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

/** The duty desk of each medium, as a demo's alert recipients (mail goes to the outbox; no SMS). */
const DESKS = {
  air: { name: 'Air quality duty officer', email: 'air.duty@demo.eqmp.invalid' },
  river: { name: 'River quality duty officer', email: 'river.duty@demo.eqmp.invalid' },
  marine: { name: 'Marine quality duty officer', email: 'marine.duty@demo.eqmp.invalid' },
} as const;

/** Which media each alert setting concerns (PM alerts are air only; NPE is water only). */
function mediaOf(key: AlertSettingKey): (keyof typeof DESKS)[] {
  if (key === 'pmalert') return ['air'];
  if (key === 'npe1' || key === 'npe2' || key === 'pollution') return ['river', 'marine'];
  return ['air', 'river', 'marine'];
}

/**
 * Demo recipients for every alert setting, one duty desk per medium, so a new alert in the demo
 * is mailed to someone. Only on an instance without any recipient: an admin's list is kept.
 */
export async function seedDemoRecipients(db: Kysely<Database>, now: Date): Promise<number> {
  const existing = await db.selectFrom('alertRecipient').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = ALERT_SETTING_KEYS.flatMap((settingKey) =>
    mediaOf(settingKey).flatMap((medium) =>
      modulesOf(medium).map(({ code }) => ({
        settingKey,
        module: code,
        stateId: null,
        ...DESKS[medium],
        phone: null,
        createdAt: now,
      })),
    ),
  );
  await db.insertInto('alertRecipient').values(rows).execute();
  return rows.length;
}
