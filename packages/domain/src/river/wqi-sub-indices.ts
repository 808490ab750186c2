/**
 * The six DOE-WQI sub-index equations, exactly as design/INDICES.md §3 gives them (CONFIRMED),
 * each clamped to 0–100 because several curves leave that range at their ends (SIAN at 0 mg/L
 * gives 100.5, SIBOD at 0 gives 100.4, SIBOD and SICOD turn negative at high loads, SIpH near
 * 14). Inputs in the units named; the caller passes finite numbers.
 */

const clamp = (v: number): number => Math.min(100, Math.max(0, v));

/** SIDO from DO in % saturation. */
export function siDo(x: number): number {
  if (x <= 8) return 0;
  if (x >= 92) return 100;
  return clamp(-0.395 + 0.03 * x ** 2 - 0.0002 * x ** 3);
}

/** SIBOD from BOD in mg/L. */
export function siBod(x: number): number {
  return clamp(x <= 5 ? 100.4 - 4.23 * x : 108 * Math.exp(-0.055 * x) - 0.1 * x);
}

/** SICOD from COD in mg/L. */
export function siCod(x: number): number {
  return clamp(x <= 20 ? -1.33 * x + 99.1 : 103 * Math.exp(-0.0157 * x) - 0.04 * x);
}

/** SIAN from ammoniacal nitrogen (NH3-N) in mg/L. */
export function siAn(x: number): number {
  if (x <= 0.3) return clamp(100.5 - 105 * x);
  if (x < 4) return clamp(94 * Math.exp(-0.573 * x) - 5 * Math.abs(x - 2));
  return 0;
}

/** SISS from suspended solids in mg/L. */
export function siSs(x: number): number {
  if (x <= 100) return clamp(97.5 * Math.exp(-0.00676 * x) + 0.05 * x);
  if (x < 1000) return clamp(71 * Math.exp(-0.0061 * x) + 0.015 * x);
  return 0;
}

/** SIpH from pH units. */
export function siPh(x: number): number {
  if (x < 5.5) return clamp(17.02 - 17.2 * x + 5.02 * x ** 2);
  if (x < 7) return clamp(-242 + 95.5 * x - 6.67 * x ** 2);
  if (x < 8.75) return clamp(-181 + 82.4 * x - 6.05 * x ** 2);
  return clamp(536 - 77.0 * x + 2.76 * x ** 2);
}
