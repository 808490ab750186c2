import { HOUR_MS } from '@eqmp/domain';
/** How late a station's data is: on time, late, or down (spec: durations in minutes, hours or days). */
export type TransmissionStatus = 'on_time' | 'late' | 'down' | 'never';

/** Late beyond two expected intervals; down beyond two hours (QUALITY.md: a value not received within 2 hours is a gap). */
export const DOWN_AFTER_MS = 2 * HOUR_MS;

export function transmissionStatus(
  lastTs: Date | null,
  intervalMinutes: number,
  now: Date,
): { status: TransmissionStatus; delayMs: number | null } {
  if (!lastTs) return { status: 'never', delayMs: null };
  const delayMs = Math.max(0, now.getTime() - lastTs.getTime());
  if (delayMs <= 2 * intervalMinutes * 60_000) return { status: 'on_time', delayMs };
  return { status: delayMs <= DOWN_AFTER_MS ? 'late' : 'down', delayMs };
}
