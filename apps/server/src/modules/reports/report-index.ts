import { classifyApi, reportIndexOf, type ReportIndex } from '@eqmp/domain';
import {
  loadIndexStandards,
  marineIndexOf,
  riverIndexOf,
  sampleApiOf,
  type IndexStandards,
  type ValuesByCode,
} from '../calculators/index.js';
import type { ExportColumn } from '../exports/index.js';
import type { ReportContext } from './report-context.js';
import type { ReportStation } from './report-scope.js';

/** The index cells of a row: `index` (API, WQI or MWQI) and `indexClass` (category or class). */
export interface IndexCells {
  index: number | null;
  indexClass: string;
}

/** How a medium's index is named in the caller's language. */
function indexHeaders(ctx: ReportContext, index: ReportIndex): [string, string] {
  return [
    ctx.t(`reports:index.${index}`),
    ctx.t(index === 'wqi' ? 'reports:column.class' : 'reports:column.category'),
  ];
}

/** The two index columns of the report's medium (air: API and category; river: WQI and class; marine: MWQI and category). */
export function indexColumns(ctx: ReportContext): ExportColumn[] {
  const index = reportIndexOf(ctx.def.module);
  const [value, klass] = indexHeaders(ctx, index);
  return [
    { key: 'index', header: value, decimals: index === 'api' ? 0 : 1 },
    { key: 'indexClass', header: klass },
  ];
}

/** One column per parameter: its name, unit and the catalogue's decimals. */
export function parameterColumns(
  parameters: readonly { code: string; name: string; unit: string; decimals: number }[],
): ExportColumn[] {
  return parameters.map((p) => ({
    key: p.code,
    header: p.name,
    unit: p.unit,
    decimals: p.decimals,
  }));
}

/** An air report's API and category columns, the API's header given (the hour's API, the day's highest…). */
export function apiColumns(ctx: ReportContext, apiHeader: string): ExportColumn[] {
  return [
    { key: 'index', header: apiHeader, decimals: 0 },
    { key: 'indexClass', header: ctx.t('reports:column.category') },
  ];
}

/** An air API category in the caller's language. */
export function apiCategoryLabel(ctx: ReportContext, api: number | null): string {
  return ctx.t(`calculators:air.category.${classifyApi(api).category}`);
}

/** An air row's index cells: the API and its category in the caller's language. */
export function apiCells(ctx: ReportContext, api: number | null): IndexCells {
  return { index: api, indexClass: apiCategoryLabel(ctx, api) };
}

/**
 * Computes the index of a set of values with the standards in force (read once per report):
 * air API of PM10/PM2.5 sample means, river DOE-WQI and class, marine MMWQI and category of the
 * station's location type. A missing required parameter gives NA, as the calculators do.
 */
export async function indexCalculator(
  ctx: ReportContext,
): Promise<(values: ValuesByCode, station: ReportStation) => IndexCells> {
  const standards: IndexStandards = await loadIndexStandards(ctx.db, ctx.now);
  const index = reportIndexOf(ctx.def.module);
  const na = ctx.t('reports:value.na');
  return (values, station) => {
    if (index === 'api') {
      const result = sampleApiOf(values, standards.apiTables);
      return {
        index: result.displayApi,
        indexClass: ctx.t(`calculators:air.category.${result.category}`),
      };
    }
    if (index === 'wqi') {
      const result = riverIndexOf(values, standards.wqi);
      return { index: result.wqi, indexClass: result.riverClass === 'NA' ? na : result.riverClass };
    }
    if (!station.locationType) return { index: null, indexClass: na };
    const result = marineIndexOf(values, station.locationType, standards.marine);
    return {
      index: result.index,
      indexClass:
        result.category === 'NA' ? na : ctx.t(`calculators:marine.category.${result.category}`),
    };
  };
}
