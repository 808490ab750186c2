import { isExceedance, limitAt, type LimitRow } from '../standards/limits.js';
import type { Instant } from '../time/kuala-lumpur.js';
import type { Medium } from '../modules.js';
import type { NpeSettings } from './alert-settings.js';
import { normaliseClass, schemeOf, standardParameterOf } from './standard-parameter.js';

/** The limit of each NPE tier for one parameter at one time (null: that tier has no bound). */
export interface NpeTierLimits {
  readonly npe1: LimitRow | null;
  readonly npe2: LimitRow | null;
}

const hasBound = (row: LimitRow | null): row is LimitRow =>
  row !== null && (row.min !== null || row.max !== null);

/**
 * The limits of both NPE tiers (the class each tier's setting names, for the medium's scheme) in
 * force at `at`, or null when neither tier watches this parameter — the same rule the NPE alerts
 * apply to the newest value, here for any value (the npe report judges every sample).
 */
export function npeTierLimits(
  medium: Medium,
  code: string,
  settings: { readonly npe1: NpeSettings; readonly npe2: NpeSettings },
  rows: readonly LimitRow[],
  at: Instant,
): NpeTierLimits | null {
  const scheme = rows.filter((r) => r.scheme === schemeOf(medium));
  const tier = (s: NpeSettings): LimitRow | null | undefined => {
    const [cls, parameters] =
      medium === 'river' ? [s.riverClass, s.riverParameters] : [s.marineClass, s.marineParameters];
    if (!parameters.includes(code)) return undefined;
    const stationClass = normaliseClass(medium, cls);
    if (stationClass === null) return null;
    const row = limitAt(scheme, { parameter: standardParameterOf(code), stationClass }, at);
    return hasBound(row) ? row : null;
  };
  const npe1 = tier(settings.npe1);
  const npe2 = tier(settings.npe2);
  if (npe1 === undefined && npe2 === undefined) return null;
  return { npe1: npe1 ?? null, npe2: npe2 ?? null };
}

/**
 * The highest tier a value reaches: `npe2` beyond the tier-2 limit, else `npe1` beyond the
 * tier-1 limit, else null; `unjudged` when neither tier has a bound (no criteria entered yet).
 * A value exactly at a limit complies ("not to exceed").
 */
export function npeTierOf(
  value: number,
  limits: NpeTierLimits,
): 'npe1' | 'npe2' | null | 'unjudged' {
  if (!limits.npe1 && !limits.npe2) return 'unjudged';
  if (limits.npe2 && isExceedance(value, limits.npe2)) return 'npe2';
  if (limits.npe1 && isExceedance(value, limits.npe1)) return 'npe1';
  return null;
}
