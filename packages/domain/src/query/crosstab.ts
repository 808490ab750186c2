import type { CrossTabLayout } from './query-definition.js';

/** One aggregated value: a station's parameter in one time bucket (`null` when it has no value). */
export interface CrossTabCell {
  readonly bucket: string;
  readonly stationId: string;
  readonly parameterCode: string;
  readonly value: number | null;
}

/** A column of the pivoted table: its key in each row and what it stands for. */
export interface CrossTabColumn {
  readonly key: string;
  /** For a row-per-time table: the station and parameter; for a row-per-site table: the bucket. */
  readonly stationId?: string;
  readonly parameterCode?: string;
  readonly bucket?: string;
}

export interface CrossTab {
  readonly layout: CrossTabLayout;
  readonly columns: CrossTabColumn[];
  /** Row-per-site: `{ stationId, parameterCode, [bucket]: value }`; row-per-time: `{ bucket, [station|parameter]: value }`. */
  readonly rows: Record<string, string | number | null>[];
}

const seriesKey = (stationId: string, parameterCode: string) => `${stationId}|${parameterCode}`;

/**
 * Pivots aggregated cells into a cross-tab (spec §2 "a cross-tab by site or by time"):
 * - by site: a row per station × parameter, a column per time bucket;
 * - by time: a row per time bucket, a column per station × parameter.
 * Rows and columns keep the order of `buckets` and `series`, so empty buckets still show.
 */
export function pivotCrossTab(
  cells: readonly CrossTabCell[],
  layout: CrossTabLayout,
  buckets: readonly string[],
  series: readonly { readonly stationId: string; readonly parameterCode: string }[],
): CrossTab {
  const values = new Map<string, number | null>();
  for (const c of cells)
    values.set(`${seriesKey(c.stationId, c.parameterCode)}|${c.bucket}`, c.value);
  const at = (stationId: string, parameterCode: string, bucket: string) =>
    values.get(`${seriesKey(stationId, parameterCode)}|${bucket}`) ?? null;

  if (layout === 'site') {
    return {
      layout,
      columns: buckets.map((bucket) => ({ key: bucket, bucket })),
      rows: series.map(({ stationId, parameterCode }) => ({
        stationId,
        parameterCode,
        ...Object.fromEntries(buckets.map((b) => [b, at(stationId, parameterCode, b)])),
      })),
    };
  }
  const columns = series.map(({ stationId, parameterCode }) => ({
    key: seriesKey(stationId, parameterCode),
    stationId,
    parameterCode,
  }));
  return {
    layout,
    columns,
    rows: buckets.map((bucket) => ({
      bucket,
      ...Object.fromEntries(columns.map((c) => [c.key, at(c.stationId, c.parameterCode, bucket)])),
    })),
  };
}
