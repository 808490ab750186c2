import { describe, expect, it } from 'vitest';
import { MAAQS_SEED } from '../standards/maaqs.js';
import { NWQS_SEED } from '../standards/nwqs.js';
import type { LimitRow } from '../standards/limits.js';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.js';
import {
  evaluateStation,
  transmissionCondition,
  type StationSnapshot,
} from './evaluate-station.js';
import { HOUR_MS } from '../time/units.js';

const NOW = Date.parse('2026-01-15T08:00:00+08:00');
const rules = { settings: DEFAULT_ALERT_SETTINGS, limits: [...MAAQS_SEED, ...NWQS_SEED] };
/** A value per index: a constant or a function of the index. */
type Values = number | ((i: number) => number);
const valueAt = (value: Values, i: number) => (typeof value === 'number' ? value : value(i));
const every5 = (hours: number, value: Values) =>
  Array.from({ length: hours * 12 }, (_, i) => ({
    ts: NOW - (hours * 12 - 1 - i) * 300_000,
    value: valueAt(value, i),
  }));
const hourly = (hours: number, value: Values) =>
  Array.from({ length: hours }, (_, i) => ({
    ts: Math.floor(NOW / HOUR_MS) * HOUR_MS - (hours - 1 - i) * HOUR_MS,
    value: valueAt(value, i),
  }));

type Series = StationSnapshot['raw'][string];

function air(code: string, unit: string, raw: Series, hours: Series = []): StationSnapshot {
  return {
    id: 'CA01',
    module: 'CAQM',
    targetClass: null,
    now: NOW,
    lastTs: NOW,
    parameters: [{ code, unit, maxStep: 1000 }],
    raw: { [code]: raw },
    hourly: { [code]: hours },
  };
}
/** A river station of `targetClass` whose one parameter (mg/L) has a single value, taken now. */
function river(targetClass: string, code: string, maxStep: number, value: number): StationSnapshot {
  return {
    id: 'CR01',
    module: 'CRWQM',
    targetClass,
    now: NOW,
    lastTs: NOW,
    parameters: [{ code, unit: 'mg/L', maxStep }],
    raw: { [code]: [{ ts: NOW, value }] },
    hourly: {},
  };
}
const only = (s: StationSnapshot, kind: string, averaging?: string) =>
  evaluateStation(s, rules).filter(
    (c) => c.kind === kind && (averaging === undefined || c.averaging === averaging),
  );
const first = (s: StationSnapshot, kind: string, averaging?: string) => only(s, kind, averaging)[0];

describe('exceedance against the standard in force', () => {
  it('a 24 h PM2.5 mean exactly at the 2020 limit complies; just over it exceeds', () => {
    const judged = (hours: Series) =>
      first(air('PM25', 'ug/m3', every5(1, 35), hours), 'exceedance');
    expect(judged(hourly(24, 35))).toMatchObject({
      active: false,
      limit: 35,
      standardVersion: 'STANDARD',
    });
    expect(judged(hourly(24, (i) => (i === 0 ? 35.24 : 35)))).toMatchObject({ active: true });
  });

  it('judges a value against the version in force at its own time', () => {
    const it2: LimitRow[] = MAAQS_SEED.filter((r) => r.version !== 'STANDARD');
    const s = air('PM25', 'ug/m3', every5(1, 40), hourly(24, 40));
    expect(
      evaluateStation(s, { ...rules, limits: it2 }).find((c) => c.kind === 'exceedance'),
    ).toMatchObject({ active: false, limit: 50, standardVersion: 'IT-2' });
  });

  it('converts ppm to the µg/m³ of the 1-hour SO2 limit (250 µg/m³ ≈ 0.0954 ppm)', () => {
    const judged = (ppm: number) => first(air('SO2', 'ppm', every5(1, ppm)), 'exceedance', '1H');
    expect(judged(0.09)).toMatchObject({ active: false, unit: 'ug/m3' });
    expect(judged(0.1)).toMatchObject({ active: true });
  });

  it('gives no condition when the 24 h window has too few hours', () => {
    const s = air('PM25', 'ug/m3', every5(1, 90), hourly(10, 90));
    expect(only(s, 'exceedance')).toEqual([]);
  });

  it('judges a river value against its target class, and class II as IIA', () => {
    expect(first(river('II', 'NH3N', 5, 0.31), 'exceedance')).toMatchObject({
      active: true,
      limit: 0.3,
      detail: { stationClass: 'IIA' },
    });
  });
});

describe('deadband of the bound rules (held: within the deadband of the limit)', () => {
  const judged = (value: number, deadbandPct = DEFAULT_ALERT_SETTINGS.exceedance.deadbandPct) => {
    const settings = {
      ...DEFAULT_ALERT_SETTINGS,
      exceedance: { ...DEFAULT_ALERT_SETTINGS.exceedance, deadbandPct },
    };
    const [c] = evaluateStation(river('IIA', 'DO', 5, value), { ...rules, settings }).filter(
      (x) => x.kind === 'exceedance',
    );
    return [c?.active, c?.held];
  };
  it.each([
    // DO at least 5 mg/L (class IIA), 5 % deadband: holds below 5.25
    [4.99, 5, [true, true]],
    [5, 5, [false, true]],
    [5.24, 5, [false, true]],
    [5.25, 5, [false, false]],
    [5.2, 0, [false, false]],
    [4.99, 0, [true, true]],
  ])('DO %s at %s %% → [active, held] %o', (value, pct, expected) => {
    expect(judged(value, pct)).toEqual(expected);
  });
});

describe('NPE tiers', () => {
  const bod = (value: number) => river('I', 'BOD', 50, value);
  it('NPE1 beyond the class III limit, NPE2 beyond class IV', () => {
    expect([first(bod(7), 'npe1')?.active, first(bod(7), 'npe2')?.active]).toEqual([true, false]);
    expect([first(bod(13), 'npe1')?.active, first(bod(13), 'npe2')?.active]).toEqual([true, true]);
    expect(first(bod(6), 'npe1')?.active).toBe(false);
  });
});

describe('outliers, PM alert and transmission', () => {
  it('flags a value far outside the last 24 hourly means', () => {
    const calm = hourly(24, (i) => 20 + (i % 3));
    const judged = (value: (i: number) => number) =>
      first(air('PM10', 'ug/m3', every5(1, value), calm), 'outlier');
    expect(judged((i) => (i === 11 ? 90 : 21))).toMatchObject({ active: true });
    expect(judged(() => 21)).toMatchObject({ active: false });
  });

  it('flags a flat line of three hours', () => {
    const s = air('O3', 'ppm', every5(4, 0.02));
    expect(first(s, 'outlier')?.detail.flatLine).toBe(true);
  });

  it('raises a PM alert when the 24 h average is above the level', () => {
    const s = air('PM25', 'ug/m3', every5(1, 80), hourly(24, 80));
    expect(first(s, 'pm')).toMatchObject({ active: true, limit: 75 });
  });

  it('opens transmission after the module threshold, not at it', () => {
    const t = DEFAULT_ALERT_SETTINGS.transmission;
    expect(
      transmissionCondition({ module: 'CAQM', now: NOW, lastTs: NOW - 30 * 60_000 }, t)?.active,
    ).toBe(false);
    expect(
      transmissionCondition({ module: 'CAQM', now: NOW, lastTs: NOW - 31 * 60_000 }, t)?.active,
    ).toBe(true);
    expect(transmissionCondition({ module: 'CAQM', now: NOW, lastTs: null }, t)).toBeNull();
  });
});
