import { describeDuration, type DurationText } from '../time/duration.js';

/** One expected time of a station: whether any value arrived, and the null-reason code if none did. */
export interface StationSlot {
  readonly ts: number;
  readonly hasValue: boolean;
  readonly nullReason: string | null;
}

export interface TransmissionGap {
  readonly from: number;
  readonly to: number;
  readonly durationMs: number;
  readonly duration: DurationText | null;
  /** The commonest null-reason code of the slots in the gap; null when nothing at all arrived. */
  readonly nullReason: string | null;
}

/**
 * The periods of [from, to) without data for a station logging every `stepMs`: each run of
 * expected times with no value (nothing received, or only null values), as [first missing, next
 * value), with its length and null-reason code. Units: epoch milliseconds.
 */
export function transmissionGaps(
  slots: readonly StationSlot[],
  from: number,
  to: number,
  stepMs: number,
): TransmissionGap[] {
  const withValue = slots.filter((s) => s.hasValue && s.ts >= from && s.ts < to).map((s) => s.ts);
  const bounds = [from - stepMs, ...withValue.sort((a, b) => a - b), to];
  const gaps: TransmissionGap[] = [];
  for (let i = 1; i < bounds.length; i++) {
    const start = bounds[i - 1]! + stepMs;
    const end = bounds[i]!;
    if (end - start <= 0) continue;
    const counts = new Map<string, number>();
    for (const s of slots) {
      if (!s.hasValue && s.nullReason && s.ts >= start && s.ts < end)
        counts.set(s.nullReason, (counts.get(s.nullReason) ?? 0) + 1);
    }
    const nullReason =
      [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
    gaps.push({
      from: start,
      to: end,
      durationMs: end - start,
      duration: describeDuration(end - start),
      nullReason,
    });
  }
  return gaps;
}
