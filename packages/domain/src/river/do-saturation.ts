/**
 * Saturated dissolved oxygen in fresh water at 1 atm, mg/L, from temperature in °C
 * (design/INDICES.md §3): DOsat = 14.652 − 0.41022T + 0.0079910T² − 0.000077774T³.
 */
export function doSaturationMgL(temperatureC: number): number {
  const t = temperatureC;
  return 14.652 - 0.41022 * t + 0.007991 * t ** 2 - 0.000077774 * t ** 3;
}

/**
 * DO as % saturation, the unit SIDO needs, from DO in mg/L and water temperature in °C.
 * Null when either is missing or not finite, or the temperature gives no positive saturation.
 */
export function doPercentSaturation(
  doMgL: number | null,
  temperatureC: number | null,
): number | null {
  if (doMgL === null || temperatureC === null) return null;
  if (!Number.isFinite(doMgL) || !Number.isFinite(temperatureC)) return null;
  const saturation = doSaturationMgL(temperatureC);
  return saturation > 0 ? (doMgL / saturation) * 100 : null;
}
