import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { insertSample } from '../reports/reports.fixtures.js';
import { insertMapStations } from './map-test-fixtures.js';

const FIRST = '2025-11-05T09:20:00+08:00';
const LAST = '2025-11-19T10:37:00+08:00';

/**
 * A manual river station sampled twice in November: a clean sample, then a polluted one. The map
 * classes the station as the monthly report classes its month (the index of the month's means),
 * and its last update is the latest sampling time, not the hour it was rolled up into.
 */
describe('map and monthly report of a manual station-month', () => {
  const ctx = useTestApp(['auth', 'maps', 'reports']);
  let officer: Record<string, string>;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: officer });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    const codes = ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'];
    await insertMapStations(db, [
      { id: 'MR10M', module: 'MRWQM', state: 'selangor', parameters: codes },
    ]);
    await insertSample(db, 'MR10M', '2025-10-08T10:00:00+08:00', {
      DO_SAT: 40,
      BOD: 12,
      COD: 60,
      NH3N: 2,
      TSS: 300,
      PH: 6,
    });
    await insertSample(db, 'MR10M', FIRST, {
      DO_SAT: 95,
      BOD: 1,
      COD: 8,
      NH3N: 0.05,
      TSS: 10,
      PH: 7,
    });
    await insertSample(db, 'MR10M', LAST, {
      DO_SAT: 55,
      BOD: 6,
      COD: 35,
      NH3N: 0.9,
      TSS: 120,
      PH: 6.5,
    });
    officer = await signedIn(ctx, 'river.mapper', ['Map MRWQM', 'Report MRWQM']);
  });

  it('gives the same WQI and class on the map as the monthly report gives November', async () => {
    const report = await get('/api2/reports/mrwqm/monthly?station=MR10M&year=2025');
    expect(report.statusCode).toBe(200);
    const november = report.json().rows.find((r: { month: string }) => r.month === '2025-11') as {
      index: number;
      indexClass: string;
      samples: number;
    };
    expect(november.samples).toBe(2);
    const map = await get(
      '/api2/mrwqmmap/layer/0/query?stationid=MR10M&returnGeometry=false&f=json',
    );
    const [feature] = map.json().features;
    expect(feature.attributes.WQI).toBeCloseTo(november.index, 6);
    expect(feature.attributes.WQI_CLASS).toBe(november.indexClass);
  });

  it('dates the figure by its samples: last update and the span are the sampling times', async () => {
    const map = await get(
      '/api2/mrwqmmap/layer/0/query?stationid=MR10M&returnGeometry=false&f=json',
    );
    const [feature] = map.json().features;
    expect(feature.attributes).toMatchObject({
      LAST_UPDATE: Date.parse(LAST),
      DATE_FROM: Date.parse(FIRST),
      DATE_TO: Date.parse(LAST),
    });
  });
});
