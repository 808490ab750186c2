/** A Kuala Lumpur calendar month `YYYY-MM` as an instant range [from, to) with the +08:00 offset. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01T00:00:00+08:00`, to: `${next}-01T00:00:00+08:00` };
}

/** The current Kuala Lumpur month of an instant. */
export function klMonth(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}
