import {
  API_CATEGORIES,
  MARINE_CATEGORIES,
  MODULES,
  reportIndexOf,
  RIVER_CLASSES,
} from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { apiCategoryLabel, indexCalculator } from './report-index.js';
import {
  reportRange,
  reportStations,
  stationReportHead,
  type ReportRange,
  type ReportStation,
} from './report-scope.js';
import { type ReportTable, columnsOf } from './report-table.js';
import { fetchSampleMeans } from './samples.repository.js';
import { monthNames } from './month-names.js';
import { createYearRepository } from './year.repository.js';

/** Class label of each station (id) in each month (1–12); a station without data is absent. */
type MonthClasses = Map<number, Map<string, string>>;

function put(out: MonthClasses, month: number, stationId: string, label: string): void {
  const stations = out.get(month) ?? new Map<string, string>();
  stations.set(stationId, label);
  out.set(month, stations);
}

/** Continuous air: the category of the month's mean of the station's hourly API (`air_index_hourly`). */
async function continuousAirClasses(
  ctx: ReportContext,
  ids: string[],
  range: ReportRange,
): Promise<MonthClasses> {
  const rows = await createYearRepository(ctx.db).monthApiMeans(ids, range);
  const out: MonthClasses = new Map();
  for (const r of rows) put(out, r.month, r.stationId, apiCategoryLabel(ctx, r.api));
  return out;
}

/**
 * Other modules: the medium's index of the month's mean of each parameter (manual samples, or the
 * hourly means of a continuous station from the daily rollup), with the standards in force.
 */
async function meansClasses(
  ctx: ReportContext,
  stations: ReportStation[],
  range: ReportRange,
): Promise<MonthClasses> {
  const ids = stations.map((s) => s.id);
  let means: { stationId: string; month: number; parameterCode: string; value: number }[];
  if (MODULES[ctx.def.module].kind === 'manual') {
    means = (await fetchSampleMeans(ctx, ids, range, true)).map((m) => ({
      ...m,
      month: Number(m.month.slice(5, 7)),
    }));
  } else {
    means = await createYearRepository(ctx.db).monthMeans(ids, range, ctx.level);
  }
  const indexOf = await indexCalculator(ctx);
  const out: MonthClasses = new Map();
  for (const station of stations) {
    for (let month = 1; month <= 12; month++) {
      const own = means.filter((m) => m.stationId === station.id && m.month === month);
      if (own.length === 0) continue;
      const cells = indexOf(
        Object.fromEntries(own.map((m) => [m.parameterCode, m.value])),
        station,
      );
      // An air API without its pollutants reads "No Data" in the index cells: here it is NA.
      put(
        out,
        month,
        station.id,
        cells.index === null ? ctx.t('reports:value.na') : cells.indexClass,
      );
    }
  }
  return out;
}

/** The class labels of the module's index, best first, as the index cells name them. */
function classLabels(ctx: ReportContext): string[] {
  const index = reportIndexOf(ctx.def.module);
  if (index === 'api')
    return API_CATEGORIES.filter((c) => c !== 'NO_DATA').map((c) =>
      ctx.t(`calculators:air.category.${c}`),
    );
  if (index === 'wqi') return [...RIVER_CLASSES];
  return MARINE_CATEGORIES.map((c) => ctx.t(`calculators:marine.category.${c}`));
}

/**
 * The yearly report's classification dimension (spec §3 "type, location and classification"):
 * for each month, how many of the chosen stations (or of a state) fell in each class of the
 * medium's index — air: the API category of the month's mean hourly API; river: the DOE-WQI class
 * of the month's mean values; marine: the MMWQI category of the month's mean values — plus those
 * whose index could not be computed (NA) and those without data. One row per class.
 */
export async function buildYearlyClassesReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const stations = await reportStations(ctx);
  const range = reportRange(ctx);
  const ids = stations.map((s) => s.id);
  const module = MODULES[ctx.def.module];
  const classes =
    module.medium === 'air' && module.kind !== 'manual'
      ? await continuousAirClasses(ctx, ids, range)
      : await meansClasses(ctx, stations, range);
  const na = ctx.t('reports:value.na');
  const noData = ctx.t('reports:value.noData');
  const labels = [...classLabels(ctx), na];
  const months = monthNames(ctx.lang);

  const rows = [...labels, noData]
    .map((label) => {
      const row: Record<string, unknown> = { class: label };
      let total = 0;
      for (let m = 1; m <= 12; m++) {
        const inMonth = classes.get(m);
        const n =
          label === noData
            ? ids.filter((id) => !inMonth?.has(id)).length
            : [...(inMonth?.values() ?? [])].filter((l) => l === label).length;
        row[`m${m}`] = n;
        total += n;
      }
      row.year = total;
      return row;
    })
    .filter((row) => row.class !== na || Number(row.year) > 0);

  return {
    ...stationReportHead(
      ctx,
      stations,
      { label: ctx.t('reports:field.year'), value: range.label },
      { label: ctx.t('reports:field.dimension'), value: ctx.t('reports:dimension.classification') },
    ),
    columns: [
      {
        key: 'class',
        header: ctx.t(
          reportIndexOf(ctx.def.module) === 'wqi'
            ? 'reports:column.class'
            : 'reports:column.category',
        ),
      },
      ...months.map((m, i) => ({ key: `m${i + 1}`, header: m, decimals: 0 })),
      column('year', 'stationMonths', { decimals: 0 }),
    ],
    rows,
    chart: {
      type: 'bar',
      categories: months,
      series: rows
        .filter((r) => r.class !== noData)
        .map((r) => ({
          name: String(r.class),
          data: months.map((_, i) => r[`m${i + 1}`] as number),
        })),
    },
    notes: [
      ctx.t(`reports:note.classes.${reportIndexOf(ctx.def.module)}`, { stations: stations.length }),
    ],
    fileName: reportFileName(ctx, 'classification', range.label),
  };
}
