import { describe, expect, it } from 'vitest';
import { dueSlots, SLOT_MS } from './due-slots.js';

const now = Date.parse('2026-01-15T08:07:30Z');
const slot = (iso: string) => Date.parse(iso);

describe('dueSlots', () => {
  it('sends only the current slot for a station never sent', () => {
    expect(dueSlots(null, now)).toEqual([slot('2026-01-15T08:05:00Z')]);
  });

  it('sends every slot after the last one, up to now', () => {
    expect(dueSlots(slot('2026-01-15T07:55:00Z'), now)).toEqual([
      slot('2026-01-15T08:00:00Z'),
      slot('2026-01-15T08:05:00Z'),
    ]);
  });

  it('sends nothing when the current slot is already sent', () => {
    expect(dueSlots(slot('2026-01-15T08:05:00Z'), now)).toEqual([]);
  });

  it('fills in at most two hours after a long stop', () => {
    const slots = dueSlots(slot('2026-01-14T00:00:00Z'), now);
    expect(slots).toHaveLength(25);
    expect(slots[0]).toBe(slot('2026-01-15T06:05:00Z'));
    expect(slots.every((s, i) => i === 0 || s - slots[i - 1]! === SLOT_MS)).toBe(true);
  });
});
