import { describe, expect, it } from 'vitest';
import { DEFAULT_MARINE_CURVE_SETS } from '../marine/mmwqi-defaults.js';
import type { LimitRow } from '../standards/limits.js';
import { MARINE_CRITERIA_SEED } from '../standards/marine-criteria.js';
import {
  compileMarineEqr,
  judgeMarineSample,
  MARINE_FAIL_SUB_INDEX,
  type MarineJudgement,
} from './marine-eqr.js';

// The shipped criteria are placeholders without numbers; a class-2 DO minimum of 5 mg/L from 2024.
const DO_CLASS_2: LimitRow = {
  id: 'test-do-2',
  version: 'TEST',
  effectiveFrom: '2024-01-01',
  source: 'test',
  confidence: 'UNVERIFIED',
  scheme: 'MARINE_CRITERIA',
  parameter: 'DO',
  stationClass: '2',
  unit: 'mg/L',
  min: 5,
  max: null,
};
const CRITERIA = [...MARINE_CRITERIA_SEED, DO_CLASS_2];

describe('judgeMarineSample', () => {
  const sample = (at: string, stationClass: string | null, locationType: 'COASTAL' | null) => ({
    at,
    stationClass,
    locationType,
    values: { DO: 4.5, FC: 1000, TSS: 100 },
  });

  it('fails on 50, the lower bound of Moderate', () => {
    expect(MARINE_FAIL_SUB_INDEX).toBe(50);
  });

  it('judges by the criteria where a limit is in force, by the sub-index elsewhere', () => {
    // DO 4.5 < 5 fails the criteria; FC 1000 cfu reads 30 on the curve (fails); TSS 100 reads 50 (passes).
    expect(
      judgeMarineSample(
        sample('2025-05-01T10:00:00+08:00', '2', 'COASTAL'),
        CRITERIA,
        DEFAULT_MARINE_CURVE_SETS,
      ),
    ).toEqual([
      { parameter: 'DO', basis: 'criteria', failed: true },
      { parameter: 'FC', basis: 'subIndex', failed: true },
      { parameter: 'TSS', basis: 'subIndex', failed: false },
    ]);
  });

  it('before the limit was in force, or for another class, DO is judged by its sub-index (4.5 mg/L reads 65)', () => {
    for (const s of [
      sample('2023-06-01T10:00:00+08:00', '2', 'COASTAL'),
      sample('2025-05-01T10:00:00+08:00', '3', 'COASTAL'),
    ])
      expect(judgeMarineSample(s, CRITERIA, DEFAULT_MARINE_CURVE_SETS)[0]).toEqual({
        parameter: 'DO',
        basis: 'subIndex',
        failed: false,
      });
  });

  it('cannot judge without a class limit or a location type', () => {
    expect(
      judgeMarineSample(
        sample('2025-05-01T10:00:00+08:00', null, null),
        CRITERIA,
        DEFAULT_MARINE_CURVE_SETS,
      ),
    ).toEqual([]);
  });
});

describe('compileMarineEqr', () => {
  const stations = [
    { stationId: 'S1', locationType: 'COASTAL', category: 'GOOD' },
    { stationId: 'S2', locationType: 'COASTAL', category: 'POOR' },
    { stationId: 'S3', locationType: 'ISLAND', category: 'EXCELLENT' },
    { stationId: 'S4', locationType: null, category: 'NA' },
  ] as const;
  const j = (
    parameter: MarineJudgement['parameter'],
    basis: MarineJudgement['basis'],
    failed: boolean,
  ) => ({
    parameter,
    basis,
    failed,
  });
  const eqr = compileMarineEqr(stations, [
    j('FC', 'subIndex', true),
    j('FC', 'subIndex', true),
    j('FC', 'subIndex', false),
    j('DO', 'criteria', true),
    j('DO', 'criteria', false),
    j('DO', 'subIndex', false),
    j('TSS', 'subIndex', true),
    j('TSS', 'subIndex', true),
    j('TSS', 'subIndex', false),
    j('TSS', 'subIndex', false),
  ]);

  it('gives the share of stations per category, NA included', () => {
    expect(eqr.categoryShares.map((c) => [c.category, c.stations, c.percent])).toEqual([
      ['EXCELLENT', 1, 25],
      ['GOOD', 1, 25],
      ['MODERATE', 0, 0],
      ['POOR', 1, 25],
      ['NA', 1, 25],
    ]);
  });

  it('counts the categories per location type, only the types with stations', () => {
    expect(eqr.byLocationType.map((r) => [r.locationType, r.stations, r.counts])).toEqual([
      ['COASTAL', 2, { EXCELLENT: 0, GOOD: 1, MODERATE: 0, POOR: 1, NA: 0 }],
      ['ISLAND', 1, { EXCELLENT: 1, GOOD: 0, MODERATE: 0, POOR: 0, NA: 0 }],
      [null, 1, { EXCELLENT: 0, GOOD: 0, MODERATE: 0, POOR: 0, NA: 1 }],
    ]);
  });

  it('lists the parameters that fail most first, per basis', () => {
    expect(
      eqr.failingParameters.map((p) => [p.parameter, p.basis, p.judged, p.failed, p.percent]),
    ).toEqual([
      ['FC', 'subIndex', 3, 2, 66.7],
      ['TSS', 'subIndex', 4, 2, 50],
      ['DO', 'criteria', 2, 1, 50],
      ['DO', 'subIndex', 1, 0, 0],
    ]);
  });
});
