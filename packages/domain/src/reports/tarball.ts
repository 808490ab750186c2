/** Tar-ball classes of a beach survey, cleanest first. */
export const TARBALL_CLASSES = ['NONE', 'LIGHT', 'MODERATE', 'HEAVY'] as const;
export type TarballClass = (typeof TARBALL_CLASSES)[number];

/** The parameter code of the tar-ball weight (g/m2) in the catalogue. */
export const TARBALL_PARAMETER = 'M_TARBALL';

/**
 * PROVISIONAL bands of the tar-ball report (g/m2 of beach), until DOE states its own: below the
 * detection limit of 0.1 g/m2 none; below 2 light (scattered specks); below 10 moderate; 10 and
 * more heavy (a stranding that needs clean-up). Lower bounds, inclusive.
 */
export const TARBALL_BANDS: readonly { readonly cls: TarballClass; readonly min: number }[] = [
  { cls: 'NONE', min: Number.NEGATIVE_INFINITY },
  { cls: 'LIGHT', min: 0.1 },
  { cls: 'MODERATE', min: 2 },
  { cls: 'HEAVY', min: 10 },
];

/** The class of one tar-ball weight (g/m2) under `bands` (default: the provisional bands). */
export function classifyTarball(
  gramsPerM2: number,
  bands: typeof TARBALL_BANDS = TARBALL_BANDS,
): TarballClass {
  return bands.filter((b) => gramsPerM2 >= b.min).at(-1)?.cls ?? 'NONE';
}
