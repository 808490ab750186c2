import { bboxOf, contains, polygonsOf } from '../../reference/geo.js';
import { readGeoJson } from '../../reference/reference-files.js';

/** Finds the state a point lies in: null when outside every state (e.g. a hotspot in Sumatra). */
export type StateLocator = (longitude: number, latitude: number) => number | null;

/**
 * A point-in-polygon locator over the shipped state boundaries (`my-states.geojson`, the same
 * file the geography seed reads), matched to the `state` rows by their ISO 3166-2 code.
 * Each state's bounding box is tested first, so a thousand-row file is located in milliseconds.
 */
export async function createStateLocator(
  stateCodes: () => Promise<readonly { id: number; code: string }[]>,
): Promise<StateLocator> {
  const ids = new Map((await stateCodes()).map((s) => [s.code, s.id]));
  const states = readGeoJson('my-states.geojson').flatMap((feature) => {
    const id = ids.get(String(feature.properties.ISO3166_2));
    if (id === undefined) return [];
    const box = bboxOf(polygonsOf(feature).map((p) => p[0]!));
    return [{ id, feature, box }];
  });
  return (longitude, latitude) => {
    const hit = states.find(
      ({ box: [minX, minY, maxX, maxY], feature }) =>
        longitude >= minX &&
        longitude <= maxX &&
        latitude >= minY &&
        latitude <= maxY &&
        contains(feature, [longitude, latitude]),
    );
    return hit?.id ?? null;
  };
}
