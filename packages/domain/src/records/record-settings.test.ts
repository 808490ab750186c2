import { describe, expect, it } from 'vitest';
import { recordPagePath, recordReadRoles, recordRole } from './record-kinds.js';
import {
  pointPasses,
  pointTolerance,
  RECORD_SETTING_SEEDS,
  settingInForce,
} from './record-settings.js';

describe('calibration point tolerance', () => {
  const t = { absTolerance: 0.003, relTolerancePct: 10 };
  it.each([
    [0, 0.003],
    [0.4, 0.04],
    [-0.4, 0.04],
    [0.01, 0.003],
  ])('expected %d accepts ±%d', (expected, tolerance) => {
    expect(pointTolerance(expected, t)).toBeCloseTo(tolerance, 12);
  });
  it.each([
    [0, 0.003, true],
    [0, 0.0031, false],
    [0.4, 0.44, true],
    [0.4, 0.359, false],
    [0.3, 0.1 + 0.2, true],
  ])('expected %d measured %d passes: %s', (expected, measured, passes) => {
    expect(pointPasses(expected, measured, t)).toBe(passes);
  });
});

describe('settingInForce', () => {
  const rows = [
    { id: 1, parameterCode: null, validFrom: 0, bufferMinutes: 15 },
    { id: 2, parameterCode: 'SO2', validFrom: 0, bufferMinutes: 30 },
    { id: 3, parameterCode: 'SO2', validFrom: 100, bufferMinutes: 45 },
    { id: 4, parameterCode: 'SO2', validFrom: 100, bufferMinutes: 50 },
  ];
  it.each([
    ['SO2', 50, 30],
    ['SO2', 100, 50],
    ['DO', 100, 15],
  ] as const)('%s at %d → %d minutes', (code, at, minutes) => {
    expect(settingInForce(rows, code, at)?.bufferMinutes).toBe(minutes);
  });
  it('has a default and at most one seed per parameter', () => {
    const codes = RECORD_SETTING_SEEDS.map((s) => s.parameterCode);
    expect(codes).toContain(null);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('record pages and roles', () => {
  it.each([
    ['maintenance', 'CAQM', '/eqmp/app/air/caqm/report/maintenance_record'],
    ['calibration', 'MCAQM', '/eqmp/app/air/mcaqm/report/calibration_record'],
    ['maintenance', 'CRWQM', '/eqmp/app/river/crwqm/report/maintenance'],
    ['calibration', 'CMWQM', '/eqmp/app/marine/cmwqm/report/calibration'],
  ] as const)('%s of %s at %s', (kind, module, path) => {
    expect(recordPagePath(kind, module)).toBe(path);
  });
  it('names the spec’s roles, and delete review is the data delete reviewer’s', () => {
    expect(recordRole('calibration', 'requestDelete', 'CRWQM')).toBe(
      'Request Delete Calibration Record CRWQM',
    );
    expect(recordReadRoles('maintenance', 'CAQM')).toEqual([
      'View Maintenance Record CAQM',
      'Upload Maintenance Record CAQM',
      'Request Delete Maintenance Record CAQM',
      'Review Request of Deleted Data CAQM',
    ]);
  });
});
