import { ALERT_SETTING_KEYS } from '@eqmp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/create-db.js';
import { createTestDb } from '../test/test-db.js';
import { seedDemoRecipients } from './demo-recipients.js';

describe('demo alert recipients', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every alert setting a recipient for each module it concerns, once', async () => {
    const now = new Date('2026-01-15T00:00:00Z');
    expect(await seedDemoRecipients(db.kysely, now)).toBeGreaterThan(0);
    expect(await seedDemoRecipients(db.kysely, now)).toBe(0);
    const rows = await db.kysely
      .selectFrom('alertRecipient')
      .select(['settingKey', 'module', 'email'])
      .execute();
    expect(new Set(rows.map((r) => r.settingKey))).toEqual(new Set(ALERT_SETTING_KEYS));
    expect(rows.find((r) => r.settingKey === 'pmalert' && r.module === 'CAQM')?.email).toBe(
      'air.duty@demo.eqmp.invalid',
    );
    expect(rows.find((r) => r.settingKey === 'npe1' && r.module === 'MRWQM')?.email).toBe(
      'river.duty@demo.eqmp.invalid',
    );
    expect(rows.some((r) => r.settingKey === 'npe1' && r.module === 'CAQM')).toBe(false);
  });
});
