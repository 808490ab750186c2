import { describe, expect, it } from 'vitest';
import { transmissionGaps, type StationSlot } from './transmission-gaps.js';

const H = 3_600_000;
const ok = (h: number): StationSlot => ({ ts: h * H, hasValue: true, nullReason: null });
const nil = (h: number, code: string | null): StationSlot => ({
  ts: h * H,
  hasValue: false,
  nullReason: code,
});

describe('transmissionGaps', () => {
  it.each([
    ['every hour present', [ok(0), ok(1), ok(2), ok(3)], []],
    ['nothing received for hours 1–2', [ok(0), ok(3)], [[1, 3, null]]],
    [
      'null values coded PF in hours 1–2',
      [ok(0), nil(1, 'PF'), nil(2, 'PF'), ok(3)],
      [[1, 3, 'PF']],
    ],
    ['commonest code wins', [ok(0), nil(1, 'PF'), nil(2, 'MT'), nil(3, 'MT')], [[1, 4, 'MT']]],
    [
      'missing at the start and the end',
      [ok(1), ok(2)],
      [
        [0, 1, null],
        [3, 4, null],
      ],
    ],
    ['no data at all', [], [[0, 4, null]]],
  ] as const)('%s', (_name, slots, expected) => {
    expect(
      transmissionGaps(slots, 0, 4 * H, H).map((g) => [g.from / H, g.to / H, g.nullReason]),
    ).toEqual(expected);
  });

  it('tells the length in the duration units', () => {
    expect(transmissionGaps([ok(0)], 0, 4 * H, H)[0]).toMatchObject({
      durationMs: 3 * H,
      duration: { unit: 'hours', value: 3 },
    });
  });
});
