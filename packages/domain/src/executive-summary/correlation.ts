/**
 * Pearson's correlation coefficient of two series over the positions where both have a value,
 * with `y` read `lag` steps after `x` (e.g. PM one day after the fires). Null with fewer than 3
 * pairs or when either side does not vary (r is undefined then).
 */
export function laggedPearson(
  x: readonly (number | null)[],
  y: readonly (number | null)[],
  lag = 0,
): { r: number; n: number } | null {
  const pairs: [number, number][] = [];
  for (let i = 0; i + lag < y.length && i < x.length; i += 1) {
    const a = x[i];
    const b = y[i + lag];
    if (a !== null && a !== undefined && b !== null && b !== undefined) pairs.push([a, b]);
  }
  const n = pairs.length;
  if (n < 3) return null;
  const meanX = pairs.reduce((sum, [a]) => sum + a, 0) / n;
  const meanY = pairs.reduce((sum, [, b]) => sum + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [a, b] of pairs) {
    sxy += (a - meanX) * (b - meanY);
    sxx += (a - meanX) ** 2;
    syy += (b - meanY) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return { r: sxy / Math.sqrt(sxx * syy), n };
}
