/**
 * A parameter's unit as people read it: superscripts and degree signs instead of the ASCII
 * codes stored with the parameter (`ug/m3` → `µg/m³`, `oC` → `°C`, `percent` → `%`).
 * Units without a better form are returned unchanged. The stored codes stay as they are in the
 * database and the API; only what people read changes.
 */
const READABLE: Readonly<Record<string, string>> = {
  'ug/m3': 'µg/m³',
  'ug/L': 'µg/L',
  'uS/cm': 'µS/cm',
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

/**
 * A measured value as people read it: the parameter's own decimals (the catalogue's `decimals`),
 * grouped and with the decimal sign of the language (`en`, `ms` or a BCP 47 tag). An integer
 * parameter shows no decimals; `15.747045` of a 1-decimal parameter shows `15.7`.
 */
export function formatValue(value: number, decimals: number, language: string): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // A small negative that rounds to zero reads 0.0, not -0.0.
    signDisplay: 'negative',
  }).format(value);
}
