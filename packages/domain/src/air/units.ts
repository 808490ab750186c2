import type { ConcentrationUnit, Pollutant } from '../standards/parameters.js';

/** Molar volume of an ideal gas at 25 °C and 1 atm, L/mol (design/INDICES.md §1). */
export const MOLAR_VOLUME_L = 24.45;

/** Molecular weights, g/mol, of the gases the API converts (design/INDICES.md §1). */
export const MOLECULAR_WEIGHTS = { SO2: 64.07, NO2: 46.01, O3: 48.0, CO: 28.01 } as const;
export type GasPollutant = keyof typeof MOLECULAR_WEIGHTS;

export function isGas(pollutant: Pollutant): pollutant is GasPollutant {
  return Object.hasOwn(MOLECULAR_WEIGHTS, pollutant);
}

/** µg/m³ → ppm at 25 °C, 1 atm: ppm = µg/m³ · 24.45 / (1000 · MW). */
export function ugm3ToPpm(gas: GasPollutant, ugm3: number): number {
  return (ugm3 * MOLAR_VOLUME_L) / (1000 * MOLECULAR_WEIGHTS[gas]);
}

/** ppm → µg/m³ at 25 °C, 1 atm (inverse of {@link ugm3ToPpm}). */
export function ppmToUgm3(gas: GasPollutant, ppm: number): number {
  return (ppm * 1000 * MOLECULAR_WEIGHTS[gas]) / MOLAR_VOLUME_L;
}

/** Each unit as a multiple of the base of its kind: µg/m³ for mass, ppm for volume. */
const MASS: Partial<Record<ConcentrationUnit, number>> = { 'ug/m3': 1, 'mg/m3': 1000 };
const VOLUME: Partial<Record<ConcentrationUnit, number>> = { ppm: 1, ppb: 0.001 };

/**
 * Converts a concentration between µg/m³, mg/m³ (CO's usual unit), ppm and ppb at 25 °C, 1 atm.
 * Mass ↔ volume needs a molecular weight, so it works for the gases only: null for PM.
 */
export function convertConcentration(
  value: number,
  from: ConcentrationUnit,
  to: ConcentrationUnit,
  pollutant: Pollutant,
): number | null {
  if (from === to) return value;
  const fromMass = MASS[from];
  const toMass = MASS[to];
  const fromVolume = VOLUME[from];
  const toVolume = VOLUME[to];
  if (fromMass !== undefined && toMass !== undefined) return (value * fromMass) / toMass;
  if (fromVolume !== undefined && toVolume !== undefined) return (value * fromVolume) / toVolume;
  if (!isGas(pollutant)) return null;
  if (fromMass !== undefined && toVolume !== undefined) {
    return ugm3ToPpm(pollutant, value * fromMass) / toVolume;
  }
  if (fromVolume !== undefined && toMass !== undefined) {
    return ppmToUgm3(pollutant, value * fromVolume) / toMass;
  }
  return null;
}
