/**
 * Parameters measured at the station by the field team (probes and meters, the tar-ball survey)
 * rather than by the lab: the field form asks for these, the lab pages for the others.
 */
export const IN_SITU_PARAMETERS: readonly string[] = [
  'DO',
  'DO_SAT',
  'PH',
  'WTEMP',
  'COND',
  'TURB',
  'FLOW',
  'M_DO',
  'M_TEMP',
  'M_SAL',
  'M_PH',
  'M_TARBALL',
];

export function isInSitu(parameterCode: string): boolean {
  return IN_SITU_PARAMETERS.includes(parameterCode);
}

/** Weather at the visit, as the field form offers it (labels `sampling:weather.<code>`). */
export const WEATHER_CODES = [
  'sunny',
  'cloudy',
  'drizzle',
  'heavy_rain',
  'after_rain',
  'windy',
  'haze',
] as const;
export type WeatherCode = (typeof WEATHER_CODES)[number];

/** Field photos: at most this many per sample, each at most this size, JPEG, PNG or WebP by their bytes. */
export const MAX_PHOTOS_PER_SAMPLE = 6;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The four-eyes rule of the manual programmes, beside the QA/QC engine's approver ≠ reviewer: the
 * person who entered a sample's results or verified them at the lab (who asks for their
 * validation) may neither review nor approve them.
 */
export function isOwnResults(actorId: string, submitterIds: readonly (string | null)[]): boolean {
  return submitterIds.includes(actorId);
}
