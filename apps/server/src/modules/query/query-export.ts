import {
  displayUnit,
  localDateTimeText,
  type CrossTabColumn,
  type QueryInterval,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { ExportColumn, ExportTable } from '../exports/index.js';
import type { QueryScope } from './query-scope.js';
import type { QueryService } from './query.service.js';

type Result<K extends keyof QueryService> = Awaited<ReturnType<QueryService[K]>>;
type Kind = 'report' | 'graph' | 'crosstab' | 'comparison' | 'windrose' | 'frequency';

const seriesHeader = (c: CrossTabColumn) => `${c.stationId} ${c.parameterCode}`;

/** The translations, columns and opening lines every exported table of one language shares. */
function exportParts(lang: Language) {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `query:${key}`, values);
  const col = (key: string, header: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({
    key,
    header: t(`col.${header}`),
    ...extra,
  });

  const head = (
    kind: Kind,
    scope: QueryScope,
    interval: QueryInterval | null,
    fileParts: string[],
  ): Pick<ExportTable, 'title' | 'parameters' | 'fileName'> => ({
    title: t('export.title', { kind: t(`kind.${kind}`), module: scope.module }),
    parameters: [
      { label: t('export.module'), value: scope.module },
      {
        label: t('export.range'),
        value: `${localDateTimeText(scope.from)} – ${localDateTimeText(scope.end)}`,
      },
      { label: t('level.label'), value: t(`level.${scope.level}`) },
      {
        label: t('export.level'),
        value: translate(lang, `qaqc:level.${scope.verification}`),
        key: 'dataLevel',
      },
      ...(interval ? [{ label: t('export.interval'), value: t(`interval.${interval}`) }] : []),
      { label: t('export.stations'), value: scope.stations.map((s) => s.id).join(', ') },
      {
        label: t('export.parameters'),
        value: scope.parameters.map((p) => `${p.code} (${displayUnit(p.unit)})`).join(', '),
      },
    ],
    fileName: [
      scope.module.toLowerCase(),
      kind,
      ...fileParts,
      localDateTimeText(scope.from).slice(0, 10),
    ].join('-'),
  });
  return { t, col, head };
}

/** The exported tables of the report, the cross-tabulation and the comparison. */
function tableExports(lang: Language) {
  const { t, col, head } = exportParts(lang);
  /** A station parameter's figures over a time: its mean, extremes and hours counted. */
  const figureColumns = () => [
    col('stationId', 'station'),
    col('stationName', 'stationName'),
    col('parameterCode', 'parameter'),
    col('unit', 'unit', { unitCodes: true }),
    col('avg', 'avg'),
    col('min', 'min'),
    col('max', 'max'),
    col('hours', 'hours'),
  ];
  return {
    /** The long report, its rows streamed in batches from the database. */
    report: (
      scope: QueryScope,
      interval: QueryInterval,
      rows: AsyncIterable<Record<string, unknown>[]>,
    ): ExportTable => ({
      ...head('report', scope, interval, [scope.level]),
      columns: [col('bucket', 'time'), ...figureColumns()],
      rows,
    }),

    crosstab: (scope: QueryScope, r: Result<'crosstab'>): ExportTable => ({
      ...head('crosstab', scope, r.interval, [r.layout]),
      columns:
        r.layout === 'site'
          ? [
              col('stationId', 'station'),
              col('parameterCode', 'parameter'),
              ...r.columns.map((c) => ({ key: c.key, header: c.bucket! })),
            ]
          : [
              col('bucket', 'time'),
              ...r.columns.map((c) => ({
                key: c.key,
                header: seriesHeader(c),
                unit: scope.parameters.find((p) => p.code === c.parameterCode)?.unit,
              })),
            ],
      rows: r.rows,
    }),

    comparison: (scope: QueryScope, r: Result<'comparison'>): ExportTable => ({
      ...head('comparison', scope, null, []),
      columns: [...figureColumns(), col('capturePct', 'capture', { decimals: 2 })],
      rows: r.rows,
      chart: {
        type: 'bar',
        categories: r.rows.map((row) => `${row.stationId} ${row.parameterCode}`),
        series: [{ name: t('col.avg'), data: r.rows.map((row) => row.avg) }],
      },
    }),
  };
}

/** The exported tables of the graph, the wind rose and the frequency distribution. */
function chartExports(lang: Language) {
  const { t, col, head } = exportParts(lang);
  return {
    graph: (scope: QueryScope, r: Result<'graph'>): ExportTable => {
      const columns = r.series.map((s) => ({
        key: `${s.stationId}|${s.parameterCode}`,
        header: `${s.stationId} ${s.parameterCode}`,
        unit: r.unit,
      }));
      return {
        ...head('graph', { ...scope, parameters: r.parameters }, r.interval, []),
        columns: [col('bucket', 'time'), ...columns],
        rows: r.categories.map((bucket, i) => ({
          bucket,
          ...Object.fromEntries(
            r.series.map((s) => [`${s.stationId}|${s.parameterCode}`, s.data[i]]),
          ),
        })),
        chart: {
          type: 'line',
          categories: r.categories,
          series: r.series.map((s) => ({
            name: `${s.stationId} ${s.parameterCode}`,
            data: s.data,
          })),
        },
      };
    },

    windrose: (scope: QueryScope, r: Result<'windrose'>): ExportTable => {
      const classLabel = (c: { from: number; to: number | null }) =>
        c.to === null
          ? t('windrose.classOpen', { from: c.from })
          : t('windrose.class', { from: c.from, to: c.to });
      const classes = r.speedClasses.map((c, i) => ({
        key: `c${i}`,
        header: classLabel(c),
        unit: '%',
        decimals: 2,
      }));
      return {
        ...head('windrose', scope, null, []),
        parameters: [
          ...head('windrose', scope, null, []).parameters,
          { label: t('col.calm'), value: `${r.calmPct} %` },
          { label: t('windrose.validLabel'), value: String(r.valid) },
          { label: t('windrose.missingLabel'), value: String(r.missing) },
        ],
        columns: [
          col('sector', 'sector'),
          ...classes,
          col('total', 'total', { unit: '%', decimals: 2 }),
        ],
        rows: r.sectors.map((sector, s) => ({
          sector: t(`windrose.sector.${sector}`),
          ...Object.fromEntries(r.percent[s]!.map((p, i) => [`c${i}`, p])),
          total: Math.round(r.percent[s]!.reduce((a, b) => a + b, 0) * 100) / 100,
        })),
        chart: {
          type: 'bar',
          categories: r.sectors.map((s) => t(`windrose.sector.${s}`)),
          series: classes.map((c, i) => ({
            name: c.header,
            data: r.percent.map((row) => row[i]!),
          })),
        },
      };
    },

    frequency: (scope: QueryScope, r: Result<'frequency'>): ExportTable => {
      const unit = r.parameters[0]!.unit;
      return {
        ...head('frequency', { ...scope, parameters: r.parameters }, r.interval, [
          r.parameters[0]!.code,
        ]),
        columns: [
          col('from', 'from', { unit }),
          col('to', 'to', { unit }),
          col('count', 'count'),
          col('percent', 'percent', { decimals: 2 }),
          col('cumulativePercent', 'cumulative', { decimals: 2 }),
        ],
        rows: r.rows.map((row) => ({ ...row })),
        chart: {
          type: 'bar',
          categories: r.rows.map((row) => `${row.from}–${row.to}`),
          series: [{ name: t('col.count'), data: r.rows.map((row) => row.count) }],
        },
      };
    },
  };
}

/**
 * Builds the exported tables of the query outputs (spec §7 `&export=`), in the caller's language,
 * each opening with the query it answers and the data level it shows (QUALITY.md).
 */
export function queryExports(lang: Language) {
  return { ...tableExports(lang), ...chartExports(lang) };
}
