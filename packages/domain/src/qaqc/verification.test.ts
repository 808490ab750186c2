import { describe, expect, it } from 'vitest';
import {
  approvalDecision,
  figuresLevel,
  isCovered,
  levelOf,
  levelOfSet,
  lockingRange,
  lowestLevel,
  reopenDecision,
  type ApprovalRange,
} from './verification.js';

const JAN = Date.UTC(2026, 0, 1);
const FEB = Date.UTC(2026, 1, 1);
const MAR = Date.UTC(2026, 2, 1);
const MID_JAN = Date.UTC(2026, 0, 16);
const range = (over: Partial<ApprovalRange>): ApprovalRange => ({
  id: 1,
  parameterCode: 'PM10',
  from: JAN,
  to: FEB,
  level: 2,
  userId: 'rev',
  reopenedAt: null,
  ...over,
});

describe('levelOf', () => {
  it.each([
    ['no range, checked', [], true, 1],
    ['no range, not checked', [], false, 0],
    ['reviewed range', [range({})], true, 2],
    ['approved over reviewed', [range({}), range({ id: 2, level: 3, userId: 'app' })], true, 3],
    ['range of another parameter', [range({ parameterCode: 'SO2' })], true, 1],
    ['station-wide range', [range({ parameterCode: null, level: 3 })], true, 3],
    [
      'reopened approval falls back to review',
      [range({}), range({ id: 2, level: 3, reopenedAt: MAR })],
      true,
      2,
    ],
    ['range ending before the value', [range({ to: MID_JAN })], true, 1],
  ] as const)('%s', (_name, ranges, checked, expected) => {
    expect(levelOf(MID_JAN, 'PM10', ranges, checked)).toBe(expected);
  });

  it('says a set by its lowest level', () => {
    expect(levelOfSet([3, 3, 2])).toBe('reviewed');
    expect(levelOfSet([3])).toBe('approved');
    expect(levelOfSet([1, 3])).toBe('provisional');
    expect(levelOfSet([0])).toBe('raw');
  });
});

describe('coverage and locking', () => {
  it.each([
    ['one range', [range({})], true],
    ['two adjoining ranges', [range({ to: MID_JAN }), range({ id: 2, from: MID_JAN })], true],
    ['a gap', [range({ to: MID_JAN }), range({ id: 2, from: MID_JAN + 1 })], false],
    ['reopened range', [range({ reopenedAt: MAR })], false],
  ] as const)('%s covers January: %s', (_name, ranges, expected) => {
    expect(isCovered(ranges, 'PM10', JAN, FEB, 2)).toBe(expected);
  });

  it('locks only where an active approval overlaps', () => {
    const approved = range({ level: 3 });
    expect(lockingRange([approved], 'PM10', MID_JAN, MID_JAN + 1)).toBe(approved);
    expect(lockingRange([approved], 'PM10', FEB, MAR)).toBeNull();
    expect(
      lockingRange([range({ level: 3, reopenedAt: MAR })], 'PM10', MID_JAN, MID_JAN + 1),
    ).toBeNull();
  });
});

describe('approvalDecision', () => {
  const base = {
    approverId: 'app',
    parameterCode: 'PM10',
    from: JAN,
    to: FEB,
    reviewerIds: [] as string[],
  };
  it.each([
    ['reviewed by another officer', [range({})], [], 'ok'],
    ['not reviewed', [], [], 'notReviewed'],
    ['half reviewed', [range({ to: MID_JAN })], [], 'notReviewed'],
    ['the approver marked it reviewed', [range({ userId: 'app' })], [], 'selfApproval'],
    ['the approver edited a value in it', [range({})], ['app'], 'selfApproval'],
    [
      'already approved',
      [range({}), range({ id: 2, level: 3, userId: 'x' })],
      [],
      'alreadyApproved',
    ],
  ] as const)('%s → %s', (_name, ranges, reviewerIds, expected) => {
    expect(approvalDecision({ ...base, ranges, reviewerIds })).toBe(expected);
  });
});

describe('reopenDecision', () => {
  it.each([
    [3, null, 'data entry error', 'ok'],
    [3, null, '  ', 'reasonRequired'],
    [3, MAR, 'again', 'alreadyReopened'],
    [2, null, 'not an approval', 'notApproved'],
  ] as const)('level %s reopened %s reason "%s" → %s', (level, reopenedAt, reason, expected) => {
    expect(reopenDecision({ level, reopenedAt }, reason)).toBe(expected);
  });
});

describe('figuresLevel', () => {
  const range = (r: Partial<ApprovalRange>): ApprovalRange => ({
    id: 1,
    parameterCode: null,
    from: 0,
    to: 100,
    level: 3,
    userId: 'u',
    reopenedAt: null,
    ...r,
  });
  const ranges: Record<string, ApprovalRange[]> = {
    S1: [range({})],
    // Reviewed in two halves that meet; nothing for NO2.
    S2: [
      range({ parameterCode: 'PM10', level: 2, to: 50 }),
      range({ parameterCode: 'PM10', level: 2, from: 50 }),
    ],
    S3: [range({ reopenedAt: 10 })],
  };
  const level = (pairs: [string, string][]) =>
    figuresLevel(
      pairs.map(([stationId, parameterCode]) => ({ stationId, parameterCode })),
      (id) => ranges[id] ?? [],
      0,
      100,
    );

  it('is the lowest level of the pairs the figures rest on', () => {
    expect(level([['S1', 'PM10']])).toBe('approved');
    expect(
      level([
        ['S1', 'PM10'],
        ['S2', 'PM10'],
      ]),
    ).toBe('reviewed');
    expect(
      level([
        ['S2', 'PM10'],
        ['S2', 'NO2'],
      ]),
    ).toBe('provisional');
  });

  it('does not count a reopened range, and has no level without pairs', () => {
    expect(level([['S3', 'PM10']])).toBe('provisional');
    expect(level([])).toBeNull();
  });
});

describe('figuresLevel over a year (ranges meeting, gaps, reviews filling gaps)', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);
  const r = (from: string, to: string, level: 2 | 3): ApprovalRange => ({
    id: 1,
    parameterCode: null,
    from: day(from),
    to: day(to),
    level,
    userId: 'u',
    reopenedAt: null,
  });
  it.each([
    ['no approval', [], 'provisional'],
    [
      'approved in two ranges that meet',
      [r('2025-01-01', '2025-07-01', 3), r('2025-07-01', '2026-01-01', 3)],
      'approved',
    ],
    [
      'approved with a one-month gap',
      [r('2025-01-01', '2025-06-01', 3), r('2025-07-01', '2026-01-01', 3)],
      'provisional',
    ],
    [
      'a gap filled by a review',
      [
        r('2025-01-01', '2025-06-01', 3),
        r('2025-05-15', '2025-07-15', 2),
        r('2025-07-01', '2026-01-01', 3),
      ],
      'reviewed',
    ],
    ['approved but starting late', [r('2025-01-02', '2026-01-01', 3)], 'provisional'],
  ] as const)('%s → %s', (_name, ranges, level) => {
    expect(
      figuresLevel(
        [{ stationId: 'S', parameterCode: 'PM10' }],
        () => ranges,
        day('2025-01-01'),
        day('2026-01-01'),
      ),
    ).toBe(level);
  });

  it('lowestLevel is the lowest level of the parts, or null without parts', () => {
    expect(lowestLevel(['approved', 'reviewed', 'approved'])).toBe('reviewed');
    expect(lowestLevel([])).toBeNull();
  });
});
