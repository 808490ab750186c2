/**
 * A parameter's unit as people read it: superscripts and degree signs instead of the ASCII
 * codes stored with the parameter (`ug/m3` → `ug/m³`, `oC` → `°C`, `percent` → `%`).
 * Units without a better form are returned unchanged.
 */
const READABLE: Readonly<Record<string, string>> = {
  'ug/m3': 'ug/m³',
  'mg/m3': 'mg/m³',
  oC: '°C',
  degC: '°C',
  percent: '%',
  'W/m2': 'W/m²',
  'g/m2': 'g/m²',
  'm3/s': 'm³/s',
  degrees: '°',
};

export function displayUnit(unit: string | null | undefined): string {
  if (!unit) return '';
  return READABLE[unit] ?? unit;
}
