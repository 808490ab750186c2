import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStation } from '../test/stations.js';
import { useTestApp } from '../test/test-app.js';
import { seedSojDemo } from './demo-soj.js';

describe('Straits of Johor demo', () => {
  const ctx = useTestApp([]);

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const [state] = await db
      .insertInto('state')
      .values([{ code: 'JH', name: 'Johor' }])
      .returning('id')
      .execute();
    await addStation(db, 'SJ01', [], {
      module: 'SOJ',
      name: 'Johor Straits 1',
      stateId: state!.id,
      longitude: 103.7,
      latitude: 1.46,
      category: null,
      locationType: 'ESTUARY',
      expectedIntervalMinutes: null,
    });
    await seedSojDemo(db, ctx.clock);
    await seedSojDemo(db, ctx.clock);
  });

  it('puts stations on both sides, each with eight ended quarters and the current one planned', async () => {
    const db = ctx.db.kysely;
    const sides = await db
      .selectFrom('sojStation')
      .select(['side', sql<number>`count(*)::int`.as('n')])
      .groupBy('side')
      .orderBy('side')
      .execute();
    expect(sides).toEqual([
      { side: 'MY', n: 1 },
      { side: 'SG', n: 5 },
    ]);
    const rounds = await db
      .selectFrom('sojRound')
      .select(['quarter', 'status'])
      .where('stationId', '=', 'SJ01')
      .orderBy('quarter')
      .execute();
    // The test clock is in 2026-Q1: 2024-Q1 … 2025-Q4 ended, 2026-Q1 planned.
    expect(rounds.map((r) => r.quarter)).toEqual([
      '2024-Q1',
      '2024-Q2',
      '2024-Q3',
      '2024-Q4',
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
      '2026-Q1',
    ]);
    expect(rounds.at(-1)!.status).toBe('planned');
  });

  it('leaves one round waiting for verification and one for approval, the rest approved with their history', async () => {
    const db = ctx.db.kysely;
    const counts = await db
      .selectFrom('sojRound')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(counts).toEqual([
      { status: 'approved', n: 6 * 8 - 2 },
      { status: 'entered', n: 1 },
      { status: 'planned', n: 6 },
      { status: 'verified', n: 1 },
    ]);
    const approvedWithoutThreeSteps = await sql<{ n: number }>`
      select count(*)::int as n from soj_round r
      where r.status = 'approved' and (select count(distinct e.username) from soj_round_event e where e.round_id = r.id) <> 3`.execute(
      db,
    );
    expect(approvedWithoutThreeSteps.rows[0]!.n).toBe(0);
  });

  it('raises exceedances only for approved results beyond the standard', async () => {
    const wrong = await sql<{ n: number }>`
      select count(*)::int as n from soj_exceedance e join soj_round r on r.id = e.round_id
      where r.status <> 'approved' or not ((e.max is not null and e.value > e.max) or (e.min is not null and e.value < e.min))`.execute(
      ctx.db.kysely,
    );
    expect(wrong.rows[0]!.n).toBe(0);
    const any = await ctx.db.kysely
      .selectFrom('sojExceedance')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(any.n).toBeGreaterThan(0);
  });

  it("opens the approved rounds' exceedances as SOJ alerts of the engine, one episode per station and parameter at a time", async () => {
    const alerts = await ctx.db.kysely
      .selectFrom('alert')
      .select(['module', 'kind', 'episodeKey', 'conditionEndedAt'])
      .execute();
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.module === 'SOJ' && a.kind === 'exceedance')).toBe(true);
    const ongoing = alerts.filter((a) => a.conditionEndedAt === null).map((a) => a.episodeKey);
    expect(new Set(ongoing).size).toBe(ongoing.length);
    const exceeded = await ctx.db.kysely
      .selectFrom('sojExceedance')
      .select(['stationId', 'parameterCode'])
      .execute();
    const keys = new Set(alerts.map((a) => a.episodeKey.split('|').slice(1, 3).join('|')));
    expect(exceeded.every((e) => keys.has(`${e.stationId}|${e.parameterCode}`))).toBe(true);
  });
});
