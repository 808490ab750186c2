import { z } from 'zod';
import {
  OGC_DEFAULT_LIMIT,
  OGC_MAX_LIMIT,
  OGC_CRS84,
  OPEN_DATA_CSV_COLUMNS,
  STA_ENTITY_SETS,
} from '../open-data/open-data-entries.js';
import { KL_OFFSET_MS } from '../time/kuala-lumpur.js';
import { DAY_MS } from '../time/units.js';
import { dayOrInstant, instantText, timestamp } from './common.js';

/**
 * Requests of the OGC API – Features service (docs/open-data.md). Real clients add `f=json` to
 * every call (GDAL, OWSLib, QGIS), so every route takes it; a parameter no route declares is
 * refused by name before these schemas run.
 */
const format = z.enum(['json', 'geojson']).optional();

export const ogcFormatQuery = z.object({ f: format });

export const ogcCollectionParams = z.object({ collectionId: z.string().min(1).max(100) });

export const ogcItemParams = ogcCollectionParams.extend({
  featureId: z.string().min(1).max(100),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One end of a `datetime` interval: open (`..` or empty), a Kuala Lumpur day, or an instant. */
function intervalEnd(text: string, end: 'from' | 'to'): number | null | undefined {
  if (text === '..' || text === '') return null;
  if (!dayOrInstant.safeParse(text).success) return undefined;
  if (!DAY.test(text)) return Date.parse(text);
  const start = Date.parse(`${text}T00:00:00Z`) - KL_OFFSET_MS;
  return end === 'from' ? start : start + DAY_MS;
}

/**
 * `datetime` (OGC API – Features §7.15.4): an instant, a day, or an interval `a/b` whose ends may
 * be open (`..`). Read as the half-open range [from, to) of milliseconds, null for an open end.
 */
export const ogcDatetime = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    const parts = text.split('/');
    const [first = '', second] = parts;
    const from = intervalEnd(first, 'from');
    const single = second === undefined;
    const to = single
      ? DAY.test(first)
        ? intervalEnd(first, 'to')
        : from === null || from === undefined
          ? from
          : from + 1
      : intervalEnd(second, 'to');
    const wrong =
      parts.length > 2 ||
      from === undefined ||
      to === undefined ||
      (single && from === null) ||
      (from !== null && to !== null && to < from);
    if (wrong) {
      ctx.addIssue({ code: 'custom', message: 'errors:openData.datetime', input: text });
      return z.NEVER;
    }
    return { from, to };
  });

/** `bbox` in CRS84: minLon,minLat,maxLon,maxLat (a 3-D box's heights are ignored). */
export const ogcBbox = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const numbers = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
    const box =
      numbers.length === 4
        ? numbers
        : numbers.length === 6
          ? [numbers[0], numbers[1], numbers[3], numbers[4]]
          : [];
    const [minLon = NaN, minLat = NaN, maxLon = NaN, maxLat = NaN] = box;
    const ok =
      numbers.every(Number.isFinite) &&
      box.length === 4 &&
      minLat <= maxLat &&
      minLat >= -90 &&
      maxLat <= 90 &&
      minLon >= -180 &&
      maxLon <= 180;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'errors:openData.bbox', input: text });
      return z.NEVER;
    }
    return [minLon, minLat, maxLon, maxLat] as [number, number, number, number];
  });

/** The items of a collection: paging (`limit`, `offset`), `bbox` and `datetime`. */
export const ogcItemsQuery = z.object({
  f: format,
  // A limit above the largest page is served as the largest page (OGC API – Features §7.15.2).
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(OGC_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, OGC_MAX_LIMIT)),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  bbox: ogcBbox.optional(),
  'bbox-crs': z.literal(OGC_CRS84).optional(),
  datetime: ogcDatetime.optional(),
});
export type OgcItemsQuery = z.output<typeof ogcItemsQuery>;

/** A SensorThings resource path segment: `Things`, `Things('CA1')`. */
export const staResourceParams = z.object({ resource: z.string().min(1).max(200) });
export const staRelatedParams = staResourceParams.extend({ related: z.string().min(1).max(200) });

/**
 * SensorThings query options (`$top`, `$filter`, …), read by the service's own grammar; each is
 * one text. Parameters without `$` are the client's own and are left alone.
 */
export const staQuery = z.record(z.string().max(100), z.string().max(2000));

const ogcLink = z.object({
  href: z.string(),
  rel: z.string(),
  type: z.string().optional(),
  title: z.string().optional(),
});

/** The landing page of the OGC API: the service's title and its links (definition, conformance, data). */
export const ogcLandingResponse = z.object({
  title: z.string(),
  description: z.string(),
  attribution: z.string(),
  links: z.array(ogcLink),
});

/** The conformance classes the OGC API meets. */
export const ogcConformanceResponse = z.object({ conformsTo: z.array(z.string()) });

/**
 * One OGC API collection: its words, links and extent (the box of its features, or Malaysia's,
 * and for a station layer the first and last hour of its values, open when it has none).
 */
export const ogcCollectionResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  attribution: z.string().optional(),
  links: z.array(ogcLink),
  extent: z.object({
    spatial: z.object({ bbox: z.array(z.array(z.number())), crs: z.string() }),
    temporal: z
      .object({ interval: z.array(z.array(instantText.nullable())), trs: z.string() })
      .optional(),
  }),
  itemType: z.string(),
  crs: z.array(z.string()),
  storageCrs: z.string(),
});

/** The OGC API collections answer, as the public open data page reads it. */
export const ogcCollectionsResponse = z.object({
  links: z.array(ogcLink),
  collections: z.array(ogcCollectionResponse),
});
export type OgcCollectionsResponse = z.input<typeof ogcCollectionsResponse>;

/** The SensorThings service root: each entity set's address, and the conformance classes met. */
export const staRootResponse = z.object({
  value: z.array(z.object({ name: z.enum(STA_ENTITY_SETS), url: z.string() })),
  serverSettings: z.object({ conformance: z.array(z.string()) }),
});

/** One bulk download: `CA07G-2026.csv.gz` (a station's year) or `network-CAQM-2026.csv.gz`. */
export const openDataFileParams = z.object({
  name: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9_-]+-\d{4}\.csv\.gz$/, 'errors:openData.fileName'),
});

/** The bulk downloads' index, as the public open data page reads it. */
export const openDataFilesResponse = z.object({
  licence: z.object({ id: z.string(), title: z.string(), url: z.string() }),
  attribution: z.string(),
  columns: z.array(z.enum(OPEN_DATA_CSV_COLUMNS)),
  files: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['station', 'network']),
      module: z.string(),
      stationId: z.string().nullable(),
      stationName: z.string().nullable(),
      year: z.number().int(),
      rows: z.number().int(),
      sizeBytes: z.number().int(),
      sha256: z.string(),
      builtAt: timestamp,
      url: z.string(),
    }),
  ),
});
export type OpenDataFilesResponse = z.input<typeof openDataFilesResponse>;
