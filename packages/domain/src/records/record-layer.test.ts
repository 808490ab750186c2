import { describe, expect, it } from 'vitest';
import type { ValueState } from '../qaqc/value-edit.js';
import {
  applyLayer,
  coversAt,
  layerOf,
  planValue,
  type ChangedSince,
  type CoverSpan,
  type HeldMark,
} from './record-layer.js';

const v = (value: number, over: Partial<ValueState> = {}): ValueState => ({
  value,
  validity: 1,
  nullReason: null,
  qualifiers: [],
  ...over,
});
const BA = { kind: 'window', nullReason: 'BA' } as const;

describe('layerOf: precedence of what covers a value', () => {
  it.each([
    [[], null],
    [['suspect'], { kind: 'suspect' }],
    [['maintenance', 'suspect'], BA],
    [['maintenance', 'calibration'], { kind: 'window', nullReason: 'AT' }],
  ] as const)('%j → %j', (covers, expected) => {
    expect(layerOf(covers)).toEqual(expected);
  });
});

describe('applyLayer', () => {
  it('marks a window −99 with its code and keeps the number and qualifiers', () => {
    expect(applyLayer(v(40, { qualifiers: ['NS'] }), BA)).toEqual(
      v(40, { validity: -99, nullReason: 'BA', qualifiers: ['NS'] }),
    );
  });
  it.each([
    ['a valid value gets QX', v(40), v(40, { qualifiers: ['QX'] })],
    ['an invalid value is left', v(40, { validity: -1, nullReason: 'AN' }), null],
    ['a value with QX already is left', v(40, { qualifiers: ['QX'] }), null],
  ])('suspect: %s', (_name, base, expected) => {
    expect(applyLayer(base, { kind: 'suspect' })).toEqual(expected ?? base);
  });
});

/**
 * A small series run through `planValue` the way the server does: each value's covers from the
 * record spans, its plan applied, marks kept. Persons' edits are applied between runs.
 */
class Series {
  states: ValueState[];
  marks: (HeldMark | null)[];
  changedSince: ChangedSince[];
  constructor(values: ValueState[]) {
    this.states = [...values];
    this.marks = values.map(() => null);
    this.changedSince = values.map(() => 'nobody');
  }
  run(spans: CoverSpan[]) {
    this.states.forEach((current, ts) => {
      const plan = planValue({
        current,
        mark: this.marks[ts]!,
        changedSince: this.changedSince[ts]!,
        layer: layerOf(coversAt(ts, spans)),
      });
      if (plan.change) this.states[ts] = plan.change.after;
      if (plan.mark === 'remove') this.marks[ts] = null;
      else if (typeof plan.mark === 'object') this.marks[ts] = plan.mark;
      if (plan.mark !== 'keep') this.changedSince[ts] = 'nobody';
    });
  }
  personSets(ts: number, state: ValueState) {
    this.states[ts] = state;
    if (this.marks[ts]) this.changedSince[ts] = 'person';
  }
}

const original = [
  v(10),
  v(11, { validity: -1, nullReason: 'AN' }),
  v(12, { qualifiers: ['NS'] }),
  v(13),
  v(14),
  v(15),
];
const span = (cover: CoverSpan['cover'], from: number, to: number): CoverSpan => ({
  cover,
  from,
  to,
});

describe('re-deriving a series when records are saved, moved and deleted', () => {
  it('a deleted record restores exactly the values it had marked', () => {
    const s = new Series(original);
    s.run([span('maintenance', 1, 4)]);
    expect(s.states.map((x) => [x.validity, x.nullReason])).toEqual([
      [1, null],
      [-99, 'BA'],
      [-99, 'BA'],
      [-99, 'BA'],
      [1, null],
      [1, null],
    ]);
    s.run([]);
    expect(s.states).toEqual(original);
  });

  it('a moved record restores what it leaves and marks what it enters', () => {
    const s = new Series(original);
    s.run([span('maintenance', 0, 3)]);
    s.run([span('maintenance', 2, 5)]);
    expect(s.states.slice(0, 2)).toEqual(original.slice(0, 2));
    expect(s.states.slice(2, 5).every((x) => x.validity === -99)).toBe(true);
    expect(s.states[5]).toEqual(original[5]);
  });

  it('overlapping records: deleting one keeps the other’s marking; deleting both restores', () => {
    const s = new Series(original);
    s.run([span('maintenance', 0, 4)]);
    s.run([span('maintenance', 0, 4), span('calibration', 2, 6)]);
    expect(s.states.map((x) => x.nullReason)).toEqual(['BA', 'BA', 'AT', 'AT', 'AT', 'AT']);
    s.run([span('calibration', 2, 6)]);
    expect(s.states.slice(0, 2)).toEqual(original.slice(0, 2));
    expect(s.states.slice(2).map((x) => x.nullReason)).toEqual(['AT', 'AT', 'AT', 'AT']);
    s.run([]);
    expect(s.states).toEqual(original);
  });

  it('never overrides a person’s edit made after the marking, even when the record goes', () => {
    const s = new Series(original);
    s.run([span('maintenance', 0, 6)]);
    const corrected = v(13.5, { qualifiers: ['LJ'] });
    s.personSets(3, corrected);
    s.run([span('maintenance', 0, 6)]);
    expect(s.states[3]).toEqual(corrected);
    s.run([]);
    expect(s.states[3]).toEqual(corrected);
    expect(s.states.filter((_, i) => i !== 3)).toEqual(original.filter((_, i) => i !== 3));
  });

  it('a person’s edit made before the record is under it, and comes back when it goes', () => {
    const edited = original.map((x, i) =>
      i === 4 ? v(14, { validity: -1, nullReason: 'AL' }) : x,
    );
    const s = new Series(edited);
    s.run([span('calibration', 3, 6)]);
    expect(s.states[4]).toMatchObject({ validity: -99, nullReason: 'AT' });
    s.run([]);
    expect(s.states).toEqual(edited);
  });

  it('a value the logger already flagged the same way is neither changed nor held', () => {
    const logged = [v(10, { validity: -99, nullReason: 'BA' })];
    const s = new Series(logged);
    s.run([span('maintenance', 0, 1)]);
    expect(s.marks[0]).toBeNull();
    s.run([]);
    expect(s.states).toEqual(logged);
  });

  it('a station resend after the marking becomes the state under the record', () => {
    const s = new Series([v(10)]);
    s.run([span('maintenance', 0, 1)]);
    s.states[0] = v(20);
    s.changedSince[0] = 'station';
    s.run([span('maintenance', 0, 1)]);
    expect(s.states[0]).toEqual(v(20, { validity: -99, nullReason: 'BA' }));
    s.run([]);
    expect(s.states[0]).toEqual(v(20));
  });

  it('a failed calibration’s suspect range adds QX, under any window, and goes with it', () => {
    const s = new Series(original);
    s.run([span('suspect', 0, 4), span('maintenance', 3, 5)]);
    expect(s.states.map((x) => [x.validity, x.qualifiers.join()])).toEqual([
      [1, 'QX'],
      [-1, ''],
      [1, 'NS,QX'],
      [-99, ''],
      [-99, ''],
      [1, ''],
    ]);
    s.run([]);
    expect(s.states).toEqual(original);
  });

  it('writes the restore and marking kinds', () => {
    const marked = planValue({ current: v(1), mark: null, changedSince: 'nobody', layer: BA });
    expect(marked.change?.kind).toBe('validity');
    const restored = planValue({
      current: marked.change!.after,
      mark: marked.mark as HeldMark,
      changedSince: 'nobody',
      layer: null,
    });
    expect(restored).toEqual({ change: { kind: 'restore', after: v(1) }, mark: 'remove' });
  });
});
