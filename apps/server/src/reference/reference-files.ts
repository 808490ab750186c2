import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const here = dirname(fileURLToPath(import.meta.url));
// From src/seed (tests), dist (the bundle) or bench/dist (a benchmark's bundle), the assets sit
// under apps/server/assets.
const ASSETS = [
  resolve(here, '../../assets/reference'),
  resolve(here, '../assets/reference'),
  resolve(here, '../../apps/server/assets/reference'),
].find((dir) => existsSync(join(dir, 'SOURCES.md')));

/** The path of a shipped reference file (see assets/reference/SOURCES.md). */
export function referencePath(name: string): string {
  if (!ASSETS)
    throw new Error('The reference data folder apps/server/assets/reference is missing.');
  return join(ASSETS, name);
}

export function readCsv(name: string): Record<string, string>[] {
  return parse(readFileSync(referencePath(name), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
}

export interface Feature {
  readonly properties: Record<string, string | number | null>;
  readonly geometry: {
    readonly type: 'Polygon' | 'MultiPolygon';
    readonly coordinates: number[][][] | number[][][][];
  };
}

export function readGeoJson(name: string): Feature[] {
  return (JSON.parse(readFileSync(referencePath(name), 'utf8')) as { features: Feature[] })
    .features;
}
