import type { Kind } from '../modules.js';
import { HOUR_MS } from '../time/units.js';

/** A continuous station's latest hour counts for the map only this long (contract: 3 hours). */
export const CONTINUOUS_CURRENT_MS = 3 * HOUR_MS;
/** A manual or investigative sample counts for the map only this long (31 days). */
export const SAMPLE_CURRENT_MS = 31 * 24 * HOUR_MS;

/** Continuous and mobile stations report hourly; the others are sampled. */
export function isContinuousKind(kind: Kind): boolean {
  return kind === 'continuous' || kind === 'mobile';
}

/**
 * Whether a station's latest value (stamped `lastMs`) is recent enough to colour it; older values
 * still show in the identify panel but the class is NA, so a silent station never looks healthy.
 */
export function isCurrentValue(kind: Kind, lastMs: number | null, nowMs: number): boolean {
  if (lastMs === null) return false;
  return nowMs - lastMs <= (isContinuousKind(kind) ? CONTINUOUS_CURRENT_MS : SAMPLE_CURRENT_MS);
}
