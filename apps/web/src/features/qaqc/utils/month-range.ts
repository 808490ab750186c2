import { nextMonth } from './review-scope';

/** A Kuala Lumpur calendar month `YYYY-MM` as an instant range [from, to) with the +08:00 offset. */
export function monthRange(month: string): { from: string; to: string } {
  const next = nextMonth(month);
  return { from: `${month}-01T00:00:00+08:00`, to: `${next}-01T00:00:00+08:00` };
}
