import {
  displayUnit,
  type QueryComparisonRow,
  type QueryOutputs,
  type QueryReportRow,
} from '@eqmp/domain';
import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import {
  buildComparisonOption,
  buildFrequencyOption,
  buildGraphOption,
} from '../utils/build-query-charts';
import { useValueText } from '../hooks/useValueText';
import { QueryTable } from './QueryTable';

const num = (v: number | null | undefined) => (v === null || v === undefined ? '–' : v);

type StatRow = QueryReportRow | QueryComparisonRow;

/** The station, parameter, unit, mean, minimum, maximum and hours of a report or comparison row. */
function statColumns<T extends StatRow>(
  t: TFunction,
  valueText: ReturnType<typeof useValueText>,
): TableColumnsType<T> {
  return [
    { title: t('query:col.station'), dataIndex: 'stationId' },
    { title: t('query:col.stationName'), dataIndex: 'stationName' },
    { title: t('query:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('query:col.unit'), dataIndex: 'unit', render: (u: string) => displayUnit(u) },
    ...(['avg', 'min', 'max'] as const).map((k) => ({
      title: t(`query:col.${k}`),
      dataIndex: k,
      align: 'right' as const,
      render: (v: number | null, r: T) => valueText(v, r.parameterCode),
    })),
    { title: t('query:col.hours'), dataIndex: 'hours', align: 'right' },
  ];
}

/** The report: mean, minimum and maximum per station × parameter × time bucket. */
export function ReportView({ data }: { data: QueryOutputs['report'] }) {
  const { t } = useTranslation();
  const valueText = useValueText(data.parameters);
  const columns: TableColumnsType<QueryReportRow> = [
    { title: t('query:col.time'), dataIndex: 'bucket' },
    ...statColumns<QueryReportRow>(t, valueText),
  ];
  return (
    <QueryTable
      rows={data.rows}
      columns={columns}
      rowKey={(r) => `${r.bucket}|${r.stationId}|${r.parameterCode}`}
    />
  );
}

/** The parameter graph (spec §5 limits checked by the server). */
export function GraphView({ data }: { data: QueryOutputs['graph'] }) {
  return <EChart option={buildGraphOption(data)} height={420} />;
}

/** The cross-tab, by site (a row per station parameter) or by time (a row per bucket). */
export function CrossTabView({ data }: { data: QueryOutputs['crosstab'] }) {
  const { t } = useTranslation();
  const valueText = useValueText(data.parameters);
  type Row = Record<string, string | number | null>;
  const lead: TableColumnsType<Row> =
    data.layout === 'site'
      ? [
          { title: t('query:col.station'), dataIndex: 'stationId', fixed: 'left' },
          { title: t('query:col.parameter'), dataIndex: 'parameterCode' },
        ]
      : [{ title: t('query:col.time'), dataIndex: 'bucket', fixed: 'left' }];
  const columns: TableColumnsType<Row> = [
    ...lead,
    ...data.columns.map((c) => ({
      title: c.bucket ?? `${c.stationId} ${c.parameterCode}`,
      dataIndex: c.key,
      align: 'right' as const,
      render: (v: number | null, r: Row) =>
        valueText(v, c.parameterCode ?? (r.parameterCode as string | undefined)),
    })),
  ];
  return (
    <QueryTable
      rows={data.rows}
      columns={columns}
      rowKey={(r, i) => String(r.bucket ?? `${r.stationId}|${r.parameterCode}|${i}`)}
    />
  );
}

/** Stations side by side over the whole range. */
export function ComparisonView({ data }: { data: QueryOutputs['comparison'] }) {
  const { t } = useTranslation();
  const valueText = useValueText(data.parameters);
  const columns: TableColumnsType<QueryComparisonRow> = [
    ...statColumns<QueryComparisonRow>(t, valueText),
    { title: t('query:col.capture'), dataIndex: 'capturePct', align: 'right', render: num },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <EChart option={buildComparisonOption(data)} height={320} />
      <Typography.Text type="secondary">
        {t('query:comparison.hoursInRange', { hours: data.hoursInRange })}
      </Typography.Text>
      <QueryTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => `${r.stationId}|${r.parameterCode}`}
      />
    </Space>
  );
}

/** The frequency table: counts and percentages per class, with a bar chart. */
export function FrequencyView({ data }: { data: QueryOutputs['frequency'] }) {
  const { t } = useTranslation();
  const unit = displayUnit(data.parameters[0]?.unit);
  type Row = QueryOutputs['frequency']['rows'][number];
  const columns: TableColumnsType<Row> = [
    { title: `${t('query:col.from')} (${unit})`, dataIndex: 'from', align: 'right' },
    { title: `${t('query:col.to')} (${unit})`, dataIndex: 'to', align: 'right' },
    { title: t('query:col.count'), dataIndex: 'count', align: 'right' },
    { title: t('query:col.percent'), dataIndex: 'percent', align: 'right' },
    { title: t('query:col.cumulative'), dataIndex: 'cumulativePercent', align: 'right' },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <EChart option={buildFrequencyOption(data, t('query:col.count'))} height={320} />
      <Typography.Text type="secondary">
        {t('query:frequency.summary', { total: data.total, below: data.below, above: data.above })}
      </Typography.Text>
      <QueryTable rows={data.rows} columns={columns} rowKey={(r) => String(r.from)} />
    </Space>
  );
}
