import { describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { hourlyStation, insertReadings } from '../qaqc/qaqc.fixtures.js';

/** The read model of a value: as received until a QA/QC change, then as changed; `usable` as averages take it. */
describe('current_reading', () => {
  const ctx = useTestApp([]);
  const at = (hour: number) => new Date(Date.parse('2026-01-10T00:00:00+08:00') + hour * 3_600_000);

  it('applies the QA/QC state over the value as received and says which values enter an average', async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db.insertInto('station').values(hourlyStation('CR01', 'CAQM')).execute();
    await insertReadings(db, 'CR01', 'PM10', '2026-01-10T00:00:00+08:00', [30, 300, 40], {
      2: { range: 4 },
    });
    await db
      .insertInto('readingState')
      .values({
        stationId: 'CR01',
        parameterCode: 'PM10',
        ts: at(1),
        value: 45,
        validity: 2,
        nullReason: null,
        qualifiers: ['CR'],
        changeId: 1,
        updatedAt: new Date(),
      })
      .execute();
    const rows = await db
      .selectFrom('currentReading')
      .select([
        'ts',
        'rawValue',
        'value',
        'validity',
        'nullReason',
        'qualifiers',
        'changed',
        'usable',
      ])
      .where('stationId', '=', 'CR01')
      .orderBy('ts')
      .execute();
    expect(rows).toEqual([
      {
        ts: at(0),
        rawValue: 30,
        value: 30,
        validity: 1,
        nullReason: null,
        qualifiers: [],
        changed: false,
        usable: true,
      },
      {
        ts: at(1),
        rawValue: 300,
        value: 45,
        validity: 2,
        nullReason: null,
        qualifiers: ['CR'],
        changed: true,
        usable: true,
      },
      {
        ts: at(2),
        rawValue: 40,
        value: 40,
        validity: -1,
        nullReason: 'AN',
        qualifiers: [],
        changed: false,
        usable: false,
      },
    ]);
  });

  it('takes a changed value whole: an emptied value and a cleared code stay empty', async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db.insertInto('station').values(hourlyStation('CR02', 'CAQM')).execute();
    await insertReadings(db, 'CR02', 'PM10', '2026-01-10T00:00:00+08:00', [30, 40], {
      1: { range: 4 },
    });
    const state = { stationId: 'CR02', parameterCode: 'PM10', updatedAt: new Date() };
    await db
      .insertInto('readingState')
      .values([
        { ...state, ts: at(0), value: null, validity: 1, nullReason: null, changeId: 7 },
        { ...state, ts: at(1), value: 40, validity: 1, nullReason: null, changeId: 8 },
      ])
      .execute();
    const rows = await db
      .selectFrom('currentReading')
      .select(['ts', 'rawValue', 'value', 'validity', 'nullReason', 'usable', 'changeId'])
      .where('stationId', '=', 'CR02')
      .orderBy('ts')
      .execute();
    expect(rows.map((r) => ({ ...r, changeId: Number(r.changeId) }))).toEqual([
      {
        ts: at(0),
        rawValue: 30,
        value: null,
        validity: 1,
        nullReason: null,
        usable: false,
        changeId: 7,
      },
      {
        ts: at(1),
        rawValue: 40,
        value: 40,
        validity: 1,
        nullReason: null,
        usable: true,
        changeId: 8,
      },
    ]);
  });
});
