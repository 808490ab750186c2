import { describe, expect, it } from 'vitest';
import { checkExceedance, isExceedance, limitAt } from './limits.js';
import { MAAQS_SEED } from './maaqs.js';
import { MARINE_CRITERIA_SEED } from './marine-criteria.js';
import { NWQS_SEED } from './nwqs.js';

const pm25Daily = { parameter: 'PM25', averaging: '24H' } as const;

describe('limitAt across MAAQS effective dates (local days, Asia/Kuala_Lumpur)', () => {
  it.each([
    ['before IT-1: no limit', '2014-12-31T12:00:00+08:00', null],
    ['first day of IT-1', '2015-01-01T00:00:00+08:00', 'IT-1'],
    ['the day before the 2020 Standard', '2019-12-31T12:00:00+08:00', 'IT-2'],
    ['the last second before local midnight', '2019-12-31T15:59:59Z', 'IT-2'],
    ['local midnight of 01/01/2020 (16:00 UTC the day before)', '2019-12-31T16:00:00Z', 'STANDARD'],
    ['the day after the 2020 Standard', '2020-01-02T12:00:00+08:00', 'STANDARD'],
  ])('%s', (_label, at, version) => {
    expect(limitAt(MAAQS_SEED, pm25Daily, at)?.version ?? null).toBe(version);
  });

  it('matches the averaging period exactly', () => {
    const at = '2021-06-01T00:00:00Z';
    expect(limitAt(MAAQS_SEED, { parameter: 'PM25', averaging: '1Y' }, at)?.max).toBe(15);
    expect(limitAt(MAAQS_SEED, { parameter: 'PM25', averaging: '1H' }, at)).toBeNull();
    expect(limitAt(MAAQS_SEED, { parameter: 'PM25' }, at)).toBeNull();
  });
});

describe('isExceedance: strictly beyond the limit', () => {
  it.each([
    ['below a maximum', 34.9, { min: null, max: 35 }, false],
    ['exactly at a maximum', 35, { min: null, max: 35 }, false],
    ['just above a maximum', 35.0001, { min: null, max: 35 }, true],
    ['above a minimum', 7.1, { min: 7, max: null }, false],
    ['exactly at a minimum', 7, { min: 7, max: null }, false],
    ['below a minimum', 6.99, { min: 7, max: null }, true],
    ['inside a range', 7, { min: 6.5, max: 8.5 }, false],
    ['above a range', 8.51, { min: 6.5, max: 8.5 }, true],
    ['below a range', 6.49, { min: 6.5, max: 8.5 }, true],
    ['with no bound at all', 1e9, { min: null, max: null }, false],
  ])('%s', (_label, value, limit, expected) => {
    expect(isExceedance(value, limit)).toBe(expected);
  });
});

describe('checkExceedance', () => {
  it('judges 40 µg/m³ PM2.5 (24 h) by IT-2 the day before 2020 and by the Standard the day after', () => {
    const before = checkExceedance(MAAQS_SEED, pm25Daily, 40, '2019-12-31T10:00:00+08:00');
    const after = checkExceedance(MAAQS_SEED, pm25Daily, 40, '2020-01-02T10:00:00+08:00');
    expect([before.limit?.max, before.isExceedance]).toEqual([50, false]);
    expect([after.limit?.max, after.isExceedance]).toEqual([35, true]);
  });

  it('answers null when no limit applies or no value exists', () => {
    const at = '2021-01-01T00:00:00Z';
    expect(checkExceedance(MAAQS_SEED, pm25Daily, 40, '2010-01-01T00:00:00Z')).toEqual({
      limit: null,
      isExceedance: null,
    });
    expect(checkExceedance(MAAQS_SEED, pm25Daily, null, at).isExceedance).toBeNull();
  });

  it('never raises an exceedance from the provisional marine placeholders', () => {
    const check = checkExceedance(
      MARINE_CRITERIA_SEED,
      { parameter: 'TSS', stationClass: '2' },
      1e6,
      '2024-01-01T00:00:00Z',
    );
    expect(check.limit?.provisional).toBe(true);
    expect(check.isExceedance).toBeNull();
  });

  it.each([
    ['NH3N', 'IIA', 0.31, true],
    ['BOD', 'III', 6, false],
    ['DO', 'I', 6.9, true],
    ['DO', 'IV', 1, false],
    ['PH', 'I', 8.6, true],
    ['PH', 'III', 5, false],
    ['TSS', 'V', 300.1, true],
    ['FC', 'IIB', 400, false],
  ])('reads NWQS %s class %s: %s → %s', (parameter, stationClass, value, expected) => {
    const check = checkExceedance(
      NWQS_SEED,
      { parameter, stationClass },
      value,
      '2024-01-01T00:00:00Z',
    );
    expect(check.isExceedance).toBe(expected);
  });

  it('has no NWQS row where the table has none (class V "> 2.7", turbidity "–")', () => {
    const at = '2024-01-01T00:00:00Z';
    expect(limitAt(NWQS_SEED, { parameter: 'NH3N', stationClass: 'V' }, at)).toBeNull();
    expect(limitAt(NWQS_SEED, { parameter: 'TURBIDITY', stationClass: 'III' }, at)).toBeNull();
  });
});

describe('limit seeds', () => {
  it('holds the MAAQS table: 12 lines × 3 versions, with the 2020 PM2.5 24 h value SINGLE', () => {
    expect(MAAQS_SEED).toHaveLength(36);
    const single = MAAQS_SEED.filter((r) => r.confidence === 'SINGLE');
    expect(single.map((r) => [r.parameter, r.averaging, r.version, r.max])).toEqual([
      ['PM25', '24H', 'STANDARD', 35],
    ]);
    const co = MAAQS_SEED.find((r) => r.id === 'maaqs-standard-co-1h');
    expect([co?.max, co?.unit]).toEqual([30, 'mg/m3']);
  });

  it('gives every row a unique id, a source and an ISO effective date', () => {
    const all = [...MAAQS_SEED, ...NWQS_SEED, ...MARINE_CRITERIA_SEED];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const row of all) {
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source).not.toBe('');
    }
  });

  it('holds a placeholder for every marine class and parameter, all provisional', () => {
    expect(MARINE_CRITERIA_SEED).toHaveLength(4 * 6);
    expect(MARINE_CRITERIA_SEED.every((r) => r.provisional === true && r.max === null)).toBe(true);
  });
});
