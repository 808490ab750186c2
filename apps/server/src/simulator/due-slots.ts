export const SLOT_MS = 5 * 60_000;
/** How far back a (re)started simulator fills in: older gaps stay gaps, as after a real outage. */
export const MAX_BACKFILL_MS = 2 * 3_600_000;

/** The 5-minute slots a station is due to send at `now`, after its last sent slot. */
export function dueSlots(lastSent: number | null, now: number): number[] {
  const current = Math.floor(now / SLOT_MS) * SLOT_MS;
  const first = Math.max(
    lastSent === null ? current : lastSent + SLOT_MS,
    current - MAX_BACKFILL_MS,
  );
  const slots: number[] = [];
  for (let t = Math.ceil(first / SLOT_MS) * SLOT_MS; t <= current; t += SLOT_MS) slots.push(t);
  return slots;
}
