/** A target percent from the URL: the number when it is one between 0 and 100, else `fallback`. */
export function targetParam(text: string | undefined, fallback: number): number {
  const n = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
}
