import { describe, expect, it } from 'vitest';
import { pendingRanges } from './pending-ranges';

const row = (values: number, reviewedPct: number, approvedPct: number) => ({
  stationId: 'CA0001',
  stationName: 'Station',
  parameterCode: 'PM10',
  month: '2026-10',
  values,
  valid: values,
  capturePct: null,
  flagged: 0,
  changed: 0,
  reviewedPct,
  approvedPct,
});

describe('pendingRanges', () => {
  it.each([
    ['not reviewed at all', row(10, 0, 0), 'review'],
    ['partly reviewed', row(10, 60, 0), 'review'],
    ['fully reviewed, not approved', row(10, 100, 0), 'approval'],
    ['fully reviewed, partly approved', row(10, 100, 40), 'approval'],
    ['fully approved', row(10, 100, 100), undefined],
    ['without values', row(0, 0, 0), undefined],
  ])('%s → %s', (_name, input, stage) => {
    expect(pendingRanges([input])[0]?.stage).toBe(stage);
  });
});
