import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OgcApiEndpoint } from '@camptocamp/ogc-client';
import { OGC_CONFORMANCE_CLASSES, OPEN_DATA_COLLECTIONS } from '@eqmp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { seedOpenDataNetwork, SOJ_STATION } from './open-data.test-support.js';

const run = promisify(execFile);

/** Whether a program answers on this machine (GDAL and OWSLib are optional: `.ci/run` installs them). */
async function available(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args, { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

const gdal = await available('ogrinfo', ['--version']);
/** The first Python that has OWSLib (Debian's python3-owslib is for the system's Python). */
let python: string | null = null;
for (const candidate of ['python3', '/usr/bin/python3'])
  if (!python && (await available(candidate, ['-c', 'import owslib.ogcapi.features'])))
    python = candidate;
const owslib = python !== null;
if (!gdal) console.warn('ogrinfo (gdal-bin) is not installed: the GDAL open data test is skipped');
if (!owslib)
  console.warn('OWSLib (python3-owslib) is not installed: the OWSLib open data test is skipped');

/**
 * Standard GIS clients read the open data service with no code of ours: a started server, read by
 * @camptocamp/ogc-client (the library of web map viewers), GDAL's OAPIF driver (QGIS reads
 * through it) and Python's OWSLib.
 */
describe('open data read by real OGC API clients', () => {
  const ctx = useTestApp(['openData']);
  let root = '';
  let dir = '';

  beforeAll(async () => {
    await seedOpenDataNetwork(ctx.db.kysely, ctx.clock.now());
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    root = `${address}/ogcapi`;
    dir = mkdtempSync(join(tmpdir(), 'eqmp-open-data-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('@camptocamp/ogc-client reads the conformance, every collection and its items', async () => {
    const endpoint = new OgcApiEndpoint(root);
    const conformance = await endpoint.conformanceClasses;
    expect(conformance).toEqual(expect.arrayContaining([...OGC_CONFORMANCE_CLASSES]));
    expect(await endpoint.hasFeatures).toBe(true);
    const collections = await endpoint.featureCollections;
    expect(collections).toEqual([...OPEN_DATA_COLLECTIONS]);
    for (const id of collections) {
      const info = await endpoint.getCollectionInfo(id);
      expect(info.id).toBe(id);
      const features = await endpoint.getCollectionItems(id, 1000);
      expect(features.length, id).toBeGreaterThan(0);
      expect(JSON.stringify(features)).not.toContain(SOJ_STATION);
    }
    const air = await endpoint.getCollectionItems(
      'air-quality-stations',
      10,
      0,
      undefined,
      undefined,
      [100.5, 2.5, 102, 3.9],
    );
    expect(air.map((f) => f.id)).toEqual(['CA1']);
  });

  it.skipIf(!gdal)(
    'GDAL lists the layers and copies one to a GeoPackage with -spat and -where',
    async () => {
      const source = `OAPIF:${root}`;
      const { stdout: layers } = await run('ogrinfo', ['-ro', '-q', source], { timeout: 60_000 });
      for (const id of OPEN_DATA_COLLECTIONS) expect(layers).toContain(id);
      const { stdout: summary } = await run(
        'ogrinfo',
        ['-ro', '-so', source, 'river-water-quality-stations'],
        { timeout: 60_000 },
      );
      expect(summary).toMatch(/Feature Count: 1\b/);
      const gpkg = join(dir, 'air.gpkg');
      await run(
        'ogr2ogr',
        [
          '-f',
          'GPKG',
          gpkg,
          source,
          'air-quality-stations',
          '-spat',
          '100.5',
          '1.0',
          '104.5',
          '3.9',
          '-where',
          "state = 'Selangor'",
        ],
        { timeout: 60_000 },
      );
      expect(existsSync(gpkg)).toBe(true);
      const { stdout: copied } = await run('ogrinfo', ['-ro', '-al', gpkg], { timeout: 60_000 });
      expect(copied).toMatch(/Feature Count: 1\b/);
      expect(copied).toContain('CA1');
      expect(copied).not.toContain('CA2');
    },
  );

  it.skipIf(!owslib)(
    'OWSLib reads the conformance, the collections and items in a bbox',
    async () => {
      const script = join(import.meta.dirname, 'owslib-check.py');
      const { stdout } = await run(python!, [script, root], { timeout: 60_000 });
      const read = JSON.parse(stdout) as {
        conformance: string[];
        collections: string[];
        items: Record<string, string[]>;
        selangor: Record<string, string[]>;
      };
      expect(read.conformance).toEqual(expect.arrayContaining([...OGC_CONFORMANCE_CLASSES]));
      expect(read.collections).toEqual([...OPEN_DATA_COLLECTIONS]);
      expect(read.items['air-quality-stations']!.sort()).toEqual(['CA1', 'CA2']);
      expect(read.selangor['air-quality-stations']).toEqual(['CA1']);
      expect(read.selangor['river-water-quality-stations']).toEqual(['CR1']);
      expect(stdout).not.toContain(SOJ_STATION);
    },
  );
});
