import { MODULES, type ModuleCode } from '../modules.js';
import type { AlertKind } from './alert-kinds.js';
import { SETTING_OF_KIND, type AlertSettings } from './alert-settings.js';
import { MINUTE_MS } from '../time/units.js';

/** How long a condition must hold before its episode opens, and how long it must stay clear before it ends. */
export interface EpisodeGate {
  readonly minDurationMinutes: number;
  readonly rejoinMinutes: number;
}

/**
 * The gate of a kind's rule on a module's data. A manual sample (or a Straits of Johor round's
 * approved result) is one observation that nothing judges again until the next sample, so its
 * episodes open and end on the sample itself.
 */
export function episodeGate(
  settings: AlertSettings,
  kind: AlertKind,
  module: ModuleCode,
): EpisodeGate {
  const moduleKind = MODULES[module].kind;
  if (moduleKind === 'manual' || moduleKind === 'joint')
    return { minDurationMinutes: 0, rejoinMinutes: 0 };
  const s = settings[SETTING_OF_KIND[kind]];
  return { minDurationMinutes: s.minDurationMinutes, rejoinMinutes: s.rejoinMinutes };
}

/**
 * Whether a value is beyond a bound or still within `deadbandPct` % of it (hysteresis): an upper
 * limit holds while the value is above limit − deadband, a lower limit (DO) while it is below
 * limit + deadband. Every value beyond the bound holds; 0 % is the plain comparison.
 */
export function isHeld(
  value: number,
  bound: { readonly min: number | null; readonly max: number | null },
  deadbandPct: number,
): boolean {
  const share = Math.max(0, deadbandPct) / 100;
  if (bound.max !== null && value > bound.max - Math.abs(bound.max) * share) return true;
  return bound.min !== null && value < bound.min + Math.abs(bound.min) * share;
}

/** What is known of an episode key before this observation. */
export interface EpisodeState {
  /** An episode of the key is ongoing (an alert is open for it, or was closed by an officer). */
  readonly ongoing: boolean;
  /** The ongoing episode's condition has been clear (past the deadband) since then. */
  readonly clearSince: number | null;
  /** No episode yet: the condition has held since then … */
  readonly onsetSince: number | null;
  /** … and was last seen holding then (an onset not seen for the minimum duration starts again). */
  readonly onsetSeenAt?: number | null;
}

/** One observation of the condition: `active` breaches the limit, `held` is within its deadband. */
export interface EpisodeObservation {
  readonly active: boolean;
  readonly held: boolean;
  readonly now: number;
}

/** What to do with the key. */
export type EpisodeStep =
  | { readonly action: 'none' }
  /** Remember (or keep) the onset: the condition holds but not yet for the minimum duration. */
  | { readonly action: 'onset'; readonly since: number }
  /** Forget the onset: the condition cleared before it held long enough. */
  | { readonly action: 'forget' }
  /** Open an episode: the condition has held since `since`, at least the minimum duration. */
  | { readonly action: 'open'; readonly since: number }
  /** The ongoing episode goes on (a re-crossing within the rejoin gap ends its clear spell). */
  | { readonly action: 'continue' }
  /** The ongoing episode is clear since `since`, not yet for the rejoin gap. */
  | { readonly action: 'clearing'; readonly since: number }
  /** The ongoing episode ended at `at` (when it became clear). */
  | { readonly action: 'end'; readonly at: number };

/**
 * The episode rule: an episode opens when the condition is active and has held (active, or within
 * the deadband) for the minimum duration; it goes on while the condition holds; it ends only once
 * the condition has been clear (past the deadband) for the rejoin gap, so a re-crossing within
 * the gap continues it. An onset not seen for longer than the minimum duration (the station sent
 * nothing meanwhile) starts again. A zero gate (0 minutes, 0 minutes) opens and ends on the
 * observation.
 */
export function episodeStep(
  state: EpisodeState,
  seen: EpisodeObservation,
  gate: EpisodeGate,
): EpisodeStep {
  const held = seen.active || seen.held;
  if (state.ongoing) {
    if (held) return { action: 'continue' };
    const since = state.clearSince ?? seen.now;
    return seen.now - since >= gate.rejoinMinutes * MINUTE_MS
      ? { action: 'end', at: since }
      : { action: 'clearing', since };
  }
  if (!held) return state.onsetSince === null ? { action: 'none' } : { action: 'forget' };
  // Values missing for longer than the minimum duration say nothing of the time between.
  const stale =
    state.onsetSeenAt != null &&
    seen.now - state.onsetSeenAt > Math.max(gate.minDurationMinutes, 1) * MINUTE_MS;
  const onset = stale ? null : state.onsetSince;
  if (!seen.active && onset === null)
    return state.onsetSince === null ? { action: 'none' } : { action: 'forget' };
  const since = onset ?? seen.now;
  if (seen.active && seen.now - since >= gate.minDurationMinutes * MINUTE_MS)
    return { action: 'open', since };
  return { action: 'onset', since };
}
