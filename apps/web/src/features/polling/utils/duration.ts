import { describeDuration } from '@eqmp/domain';
import type { TFunction } from 'i18next';

/** A delay as the spec asks: in minutes, hours or days, in the user's language. */
export function durationText(ms: number | null, t: TFunction): string {
  if (ms === null) return '–';
  const d = describeDuration(ms);
  return d ? t(`polling:duration.${d.unit}`, { count: d.value }) : '–';
}
