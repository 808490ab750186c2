import { describe, expect, it } from 'vitest';
import { countRows } from '../test/count-rows.js';
import { useDemoInventoryDb } from './demo-inventory.test-support.js';
import { seedDemoInventory } from './index.js';

const db = useDemoInventoryDb();

describe('demo inventory seed', () => {
  it('loads the 16 states, 160 districts and the basins and rivers of the reference files', async () => {
    const count = (table: 'state' | 'district' | 'basin' | 'river') => countRows(db.kysely, table);
    expect(await count('state')).toBe(16);
    expect(await count('district')).toBe(160);
    expect(await count('basin')).toBeGreaterThan(140);
    expect(await count('river')).toBeGreaterThan(600);
  });

  it('loads the real DOE air stations and generated stations for every other module', async () => {
    const rows = await db.kysely.selectFrom('station').select(['module']).execute();
    const count = (module: string) => rows.filter((r) => r.module === module).length;
    expect(count('CAQM')).toBe(65);
    expect(count('MCAQM')).toBe(3);
    for (const m of ['MAQM', 'CRWQM', 'MRWQM', 'RWIS', 'CMWQM', 'MMWQM', 'MWIS', 'SOJ'])
      expect(count(m), m).toBeGreaterThan(0);
    const kangar = await db.kysely
      .selectFrom('station')
      .selectAll()
      .where('id', '=', 'CA01R')
      .executeTakeFirstOrThrow();
    expect(kangar).toMatchObject({
      name: 'Kangar',
      latitude: 6.429922,
      expectedIntervalMinutes: 5,
    });
    const generated = await db.kysely
      .selectFrom('station')
      .select('id')
      .where('module', '=', 'MRWQM')
      .execute();
    expect(generated.every((s) => /^MR[A-Z]\d{2}$/.test(s.id))).toBe(true);
  });

  it('gives marine stations a location type and river stations a basin and river', async () => {
    const marine = await db.kysely
      .selectFrom('station')
      .select(['locationType'])
      .where('module', 'in', ['CMWQM', 'MMWQM', 'MWIS', 'SOJ'])
      .execute();
    expect(marine.every((s) => s.locationType !== null)).toBe(true);
    const river = await db.kysely
      .selectFrom('station')
      .select(['basinId', 'riverId'])
      .where('module', 'in', ['CRWQM', 'MRWQM', 'RWIS'])
      .execute();
    expect(river.every((s) => s.basinId !== null && s.riverId !== null)).toBe(true);
  });

  it('runs once per data directory', async () => {
    expect(await seedDemoInventory(db.kysely)).toBe(false);
  });
});

describe('demo sampling results', () => {
  it('runs the manual river programme through its pages’ paths: monthly samples of every parameter as manual readings with rollups, older months published', async () => {
    const { seedManualProgrammes } = await import('./demo-sampling.js');
    const to = new Date('2026-11-21T00:00:00Z');
    const count = await seedManualProgrammes(
      db.kysely,
      { from: new Date(to.getTime() - 365 * 86_400_000), to },
      to,
    );
    expect(count).toBeGreaterThan(0);
    const station = await db.kysely
      .selectFrom('station')
      .select('id')
      .where('module', '=', 'MRWQM')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const samples = await db.kysely
      .selectFrom('reading')
      .select(['ts', 'source'])
      .where('stationId', '=', station.id)
      .where('parameterCode', '=', 'BOD')
      .orderBy('ts')
      .execute();
    expect(samples.length).toBeGreaterThanOrEqual(11);
    expect(samples.every((s) => s.source === 'manual')).toBe(true);
    const gap = (samples[1]!.ts.getTime() - samples[0]!.ts.getTime()) / 86_400_000;
    expect(gap).toBeGreaterThanOrEqual(28);
    expect(gap).toBeLessThanOrEqual(62);
    const hourly = await db.kysely
      .selectFrom('readingHourly')
      .select('avg')
      .where('stationId', '=', station.id)
      .where('parameterCode', '=', 'BOD')
      .execute();
    expect(hourly).toHaveLength(samples.length);
    const states = await db.kysely
      .selectFrom('sample')
      .select(['state', 'plannedOn'])
      .where('stationId', '=', station.id)
      .orderBy('plannedOn')
      .execute();
    const old = states.filter((s) => s.plannedOn < '2026-10-01').map((s) => s.state);
    expect(old.every((state) => state === 'published' || state === 'not_collected')).toBe(true);
    expect(old).toContain('published');
    expect(
      states.filter((s) => s.plannedOn > '2026-11-21').every((s) => s.state === 'planned'),
    ).toBe(true);
    // A second start finds the programmes in place.
    expect(await seedManualProgrammes(db.kysely, { from: new Date(0), to }, to)).toBe(0);
  }, 120_000);

  it('gives tar-ball surveys of small weights only to beach (coastal, island) manual marine stations', async () => {
    const rows = await db.kysely
      .selectFrom('reading')
      .innerJoin('station', 'station.id', 'reading.stationId')
      .select(['station.module', 'station.locationType', 'reading.value'])
      .where('reading.parameterCode', '=', 'M_TARBALL')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) =>
          r.module === 'MMWQM' &&
          r.locationType !== 'ESTUARY' &&
          r.value !== null &&
          r.value >= 0 &&
          r.value <= 30,
      ),
    ).toBe(true);
    expect(rows.filter((r) => (r.value ?? 0) <= 5).length / rows.length).toBeGreaterThan(0.9);
  });
});

describe('demo investigative cases', () => {
  it('puts every RWIS and MWIS station in one case of its state, started within the demo range', async () => {
    const { seedInvestigativeCases } = await import('./seed-cases.js');
    const to = new Date('2026-11-21T00:00:00Z');
    const range = { from: new Date(to.getTime() - 400 * 86_400_000), to };
    await seedInvestigativeCases(db.kysely, range);
    await seedInvestigativeCases(db.kysely, range);
    const stations = await db.kysely
      .selectFrom('station')
      .select('id')
      .where('module', 'in', ['RWIS', 'MWIS'])
      .execute();
    const links = await db.kysely
      .selectFrom('investigativeCaseStation')
      .innerJoin('investigativeCase', 'investigativeCase.id', 'investigativeCaseStation.caseId')
      .innerJoin('station', 'station.id', 'investigativeCaseStation.stationId')
      .select([
        'stationId',
        'investigativeCase.stateId as caseState',
        'station.stateId as stationState',
        'caseStartDate',
        'year',
      ])
      .execute();
    expect(links).toHaveLength(stations.length);
    expect(links.every((l) => l.caseState === l.stationState)).toBe(true);
    expect(links.every((l) => l.caseStartDate >= '2025-10-17' && l.year === 2026)).toBe(true);
  });

  it('gives every mobile unit a base and a day of positions on its loop before the range ends', async () => {
    const { seedMobilePositions } = await import('./seed-positions.js');
    const to = new Date('2026-11-21T00:00:00Z');
    await seedMobilePositions(db.kysely, { from: new Date(to.getTime() - 400 * 86_400_000), to });
    const units = await db.kysely
      .selectFrom('station')
      .select(['id', 'longitude'])
      .where('module', '=', 'MCAQM')
      .execute();
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.longitude !== null)).toBe(true);
    const fixes = await db.kysely
      .selectFrom('stationPosition')
      .select(['ts'])
      .where('stationId', '=', units[0]!.id)
      .orderBy('ts')
      .execute();
    expect(fixes).toHaveLength(288);
    expect(fixes.at(-1)!.ts.getTime()).toBe(to.getTime() - 5 * 60_000);
  });
});

describe('report defaults on the demo data', () => {
  it('open every from–to report of a sampling programme on at least two of its rounds', async () => {
    const { REPORTS, defaultRangeDays } = await import('@eqmp/domain');
    const { SAMPLING_EVERY_DAYS: others } = await import('./demo-samples.js');
    // The manual programmes' demo plans: a monthly visit, manual air every sixth day.
    const SAMPLING_EVERY_DAYS: Record<string, number> = {
      ...others,
      MAQM: 6,
      MRWQM: 30,
      MMWQM: 30,
    };
    const ranged = REPORTS.filter((r) => r.period === 'range' && SAMPLING_EVERY_DAYS[r.module]);
    expect(ranged.map((r) => r.id)).toContain('mrwqmReportBoxplot');
    for (const r of ranged)
      expect(defaultRangeDays(r) / SAMPLING_EVERY_DAYS[r.module]!, r.id).toBeGreaterThanOrEqual(2);
  });
});
