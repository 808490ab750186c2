import { describe, expect, it } from 'vitest';
import { NWQS_SEED } from '../standards/nwqs.js';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.js';
import { evaluateStation, type StationSnapshot } from './evaluate-station.js';
import type { Sample } from './series-checks.js';
import { HOUR_MS } from '../time/units.js';

/**
 * The pollution-event rule at the edges of its thresholds, with the seed settings: a sudden
 * change of more than 100 % against the median of the 6 hours before the last hourly mean, and
 * (rivers) a water class 2 or more classes worse than the station's target for 3 consecutive
 * hourly means.
 */
const LAST = Date.parse('2026-01-15T08:00:00+08:00');
const rules = { settings: DEFAULT_ALERT_SETTINGS, limits: NWQS_SEED };

/** Hourly means ending at LAST, one an hour, oldest first. */
const hours = (...values: number[]): Sample[] =>
  values.map((value, i) => ({ ts: LAST - (values.length - 1 - i) * HOUR_MS, value }));

function station(
  module: 'CRWQM' | 'CMWQM',
  code: string,
  hourly: readonly Sample[],
  targetClass: string | null = null,
): StationSnapshot {
  return {
    id: 'ST01',
    module,
    targetClass,
    now: LAST + HOUR_MS,
    lastTs: LAST + HOUR_MS,
    parameters: [{ code, unit: 'mg/L', maxStep: 1e9 }],
    raw: { [code]: [] },
    hourly: { [code]: hourly },
  };
}

const pollution = (s: StationSnapshot) =>
  evaluateStation(s, rules).filter((c) => c.kind === 'pollution');

describe('pollution event: sudden change against the baseline median (threshold 100 %)', () => {
  const baseline = [10, 10, 10, 10, 10, 10];
  it.each([
    ['a rise just below 100 %', 19.99, false],
    ['a rise of exactly 100 %', 20, false],
    ['a rise just above 100 %', 20.01, true],
    ['a fall to zero (-100 %)', 0, false],
    ['a fall just beyond -100 %', -0.01, true],
    ['no change', 10, false],
  ])('%s: active %s', (_, last, active) => {
    const [condition] = pollution(station('CMWQM', 'M_DO', hours(...baseline, last)));
    expect(condition).toMatchObject({
      kind: 'pollution',
      parameter: 'M_DO',
      averaging: '1H',
      active,
      value: last,
      detail: { suddenChange: active, sustainedClassDrop: false },
    });
  });

  it('judges against the median, so one wild baseline hour does not move the threshold', () => {
    const [calm] = pollution(station('CMWQM', 'M_DO', hours(10, 10, 10, 500, 10, 10, 20)));
    expect(calm).toMatchObject({ active: false, detail: { changePct: 100 } });
  });

  it('reports the change rounded to a whole percent', () => {
    const [c] = pollution(station('CMWQM', 'M_DO', hours(10, 10, 10, 10, 10, 10, 20.01)));
    expect(c?.detail.changePct).toBe(100);
  });
});

describe('pollution event: the baseline window (6 hours before the last mean)', () => {
  const at = (hoursBefore: number, value: number): Sample => ({
    ts: LAST - hoursBefore * HOUR_MS,
    value,
  });

  it('a mean exactly 6 hours before the last is in the baseline', () => {
    const [c] = pollution(station('CMWQM', 'M_DO', [at(6, 10), at(0, 25)]));
    expect(c).toMatchObject({ active: true, detail: { changePct: 150 } });
  });

  it('a mean 7 hours before the last is not: with no baseline, a marine station yields nothing', () => {
    expect(pollution(station('CMWQM', 'M_DO', [at(7, 10), at(0, 25)]))).toEqual([]);
  });

  it('a baseline with a zero median cannot judge a change', () => {
    expect(pollution(station('CMWQM', 'M_DO', hours(0, 0, 0, 5)))).toEqual([]);
  });

  it('a parameter the rule does not watch yields nothing', () => {
    expect(pollution(station('CMWQM', 'M_FC', hours(10, 10, 100)))).toEqual([]);
  });
});

/**
 * NH3N (mg/L) limits by class: I 0.1, IIA 0.3, IIB 0.3, III 0.9, IV 2.7, V beyond. A station of
 * target class IIB: III is one class worse, IV two, V three.
 */
describe('pollution event: sustained class drop on a river (2 classes for 3 hours)', () => {
  it.each([
    ['one class worse (III, at its limit 0.9)', 0.9, false],
    ['two classes worse (IV, just over 0.9)', 0.91, true],
    ['two classes worse (IV, at its limit 2.7)', 2.7, true],
    ['three classes worse (V, just over 2.7)', 2.71, true],
  ])('%s for 3 hours: active %s', (_, value, active) => {
    const [c] = pollution(station('CRWQM', 'NH3N', hours(value, value, value), 'IIB'));
    expect(c).toMatchObject({
      parameter: 'NH3N',
      active,
      detail: { suddenChange: false, sustainedClassDrop: active },
    });
  });

  it.each([
    ['2 hours only', hours(0.91, 0.91), false],
    ['3 hours, the first of them one class worse only', hours(0.9, 0.91, 0.91), false],
    ['3 hours after a better hour', hours(0.9, 0.91, 0.91, 0.91), true],
    ['3 hours, the middle one back at one class worse', hours(0.91, 0.9, 0.91), false],
  ])('the duration: %s gives active %s', (_, hourly, active) => {
    const [c] = pollution(station('CRWQM', 'NH3N', hourly, 'IIB'));
    expect(c).toMatchObject({ active, detail: { sustainedClassDrop: active } });
  });

  it('a station without a class of its own is judged against the default river class (IIA)', () => {
    // IIA → IV is three classes; IIA → III is two.
    const [atTwo] = pollution(station('CRWQM', 'NH3N', hours(0.31, 0.31, 0.31)));
    expect(atTwo).toMatchObject({ active: true, detail: { sustainedClassDrop: true } });
    const [within] = pollution(station('CRWQM', 'NH3N', hours(0.3, 0.3, 0.3)));
    expect(within).toMatchObject({ active: false });
  });

  it('a river station with a single mean still yields a condition (inactive): it is watched', () => {
    expect(pollution(station('CRWQM', 'NH3N', hours(5), 'IIB'))).toEqual([
      expect.objectContaining({
        active: false,
        detail: expect.objectContaining({ changePct: null }),
      }),
    ]);
  });
});
