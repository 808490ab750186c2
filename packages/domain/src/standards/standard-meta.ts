import { localDayKey, type Instant } from '../time/kuala-lumpur.js';

/**
 * How sure we are of a published number (design/INDICES.md status labels): CONFIRMED (two or
 * more sources agree), SINGLE (one source), CONFLICT (sources disagree; a default is chosen),
 * UNVERIFIED (widely cited, not checked against the gazette, or not found at all).
 */
export const CONFIDENCES = ['CONFIRMED', 'SINGLE', 'CONFLICT', 'UNVERIFIED'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/**
 * What every standard, breakpoint table or index setting carries so that it can live as a
 * versioned, audited database row that a System Admin edits. The seeds in this folder are the
 * first versions; the server stores them and passes the rows back into the pure calculators.
 */
export interface StandardMeta {
  /** Stable identifier of this row (never reused for another version). */
  readonly id: string;
  /** Version label shown to staff, e.g. `IT-2` or `DOE-2020-A`. */
  readonly version: string;
  /** First local (Asia/Kuala_Lumpur) day the version applies, ISO `YYYY-MM-DD`. */
  readonly effectiveFrom: string;
  /** Citation text of where the numbers come from. */
  readonly source: string;
  readonly confidence: Confidence;
}

/**
 * The version in force at `at`: the row with the latest `effectiveFrom` on or before the local
 * day of `at`. Dates compare as local days because standards take effect at local midnight.
 * On equal dates the earlier row in the array wins, so seeds list their default first.
 * Returns null when no row is in force yet.
 */
export function versionAt<T extends StandardMeta>(rows: readonly T[], at: Instant): T | null {
  const day = localDayKey(at);
  let best: T | null = null;
  for (const row of rows) {
    if (row.effectiveFrom > day) continue;
    if (best === null || row.effectiveFrom > best.effectiveFrom) best = row;
  }
  return best;
}

/** Like {@link versionAt}, but falls back to the earliest row when none is in force yet. */
export function versionAtOrEarliest<T extends StandardMeta>(
  rows: readonly T[],
  at: Instant,
): T | null {
  const found = versionAt(rows, at);
  if (found !== null) return found;
  let earliest: T | null = null;
  for (const row of rows) {
    if (earliest === null || row.effectiveFrom < earliest.effectiveFrom) earliest = row;
  }
  return earliest;
}
