import type { MapBoundaryLayer } from '@eqmp/domain';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { referencePath } from '../../reference/reference-files.js';

/** The offline basemap layers and the shipped file of each (assets/reference/SOURCES.md). */
const BOUNDARY_FILES: Readonly<Record<MapBoundaryLayer, string>> = {
  outline: 'my-outline.geojson',
  neighbours: 'region-countries-ne10m.geojson',
  states: 'my-states.geojson',
  districts: 'my-districts.geojson',
};

export interface BoundaryFile {
  readonly body: Buffer;
  readonly gzipped: Buffer;
  readonly etag: string;
}

type Box = [number, number, number, number];

/**
 * The boundary files, read and gzipped once on first use and kept in memory: they change only
 * with a new server version, so the ETag is the content's hash and clients may cache them.
 */
export function createBoundaries() {
  const files = new Map<MapBoundaryLayer, BoundaryFile>();
  let stateBoxes: Map<string, Box> | null = null;

  function file(layer: MapBoundaryLayer): BoundaryFile {
    let found = files.get(layer);
    if (!found) {
      const body = readFileSync(referencePath(BOUNDARY_FILES[layer]));
      found = {
        body,
        gzipped: gzipSync(body),
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      files.set(layer, found);
    }
    return found;
  }

  return {
    file,
    /** The bounding box of a state's outline (STATE_NAME of my-states.geojson), or null. */
    stateBox(name: string): Box | null {
      if (!stateBoxes) {
        stateBoxes = new Map();
        const parsed = JSON.parse(file('states').body.toString('utf8')) as {
          features: { properties: { STATE_NAME?: string }; geometry: { coordinates: unknown } }[];
        };
        for (const feature of parsed.features) {
          if (feature.properties.STATE_NAME)
            stateBoxes.set(
              feature.properties.STATE_NAME,
              boxOfCoordinates(feature.geometry.coordinates),
            );
        }
      }
      return stateBoxes.get(name) ?? null;
    },
  };
}

/** [minLon, minLat, maxLon, maxLat] of any nesting of GeoJSON positions. */
function boxOfCoordinates(coordinates: unknown): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    if (typeof node[0] === 'number') {
      const [lon, lat] = node as number[];
      box[0] = Math.min(box[0], lon!);
      box[1] = Math.min(box[1], lat!);
      box[2] = Math.max(box[2], lon!);
      box[3] = Math.max(box[3], lat!);
      return;
    }
    for (const child of node) walk(child);
  };
  walk(coordinates);
  return box;
}

export type Boundaries = ReturnType<typeof createBoundaries>;
