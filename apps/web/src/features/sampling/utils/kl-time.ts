/** The current Kuala Lumpur month `YYYY-MM` and day `YYYY-MM-DD` of an instant. */
export const klMonth = (now: Date) => klDay(now).slice(0, 7);
export const klDay = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
