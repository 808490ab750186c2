import { displayUnit } from '@eqmp/domain';
import { Alert, Card, Space, Typography, type TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { EChart } from '../../../components/EChart';
import { formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useTableParams } from '../../../lib/useTableParams';
import type { ReportAnswer, TableColumn } from '@eqmp/domain';
import { buildReportOption, chartUnits, reportChartHeight } from '../utils/build-report-option';
import { searchRows } from '../utils/search-rows';

type Row = Record<string, unknown> & { __key: number };

/** A cell as shown: numbers with the column's decimals in the user's language, '–' for nothing. */
function cellText(value: unknown, column: TableColumn, language: 'en' | 'ms'): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'number')
    return formatNumber(value, language, column.decimals ?? (Number.isInteger(value) ? 0 : 2));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The report's query lines, chart, table (search box and records per page) and notes. */
export function ReportResult({ answer, toolbar }: { answer: ReportAnswer; toolbar: ReactNode }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const params = useTableParams(50);
  const rows = useMemo(() => answer.rows.map((r, i) => ({ ...r, __key: i })) as Row[], [answer]);
  const page = searchRows(rows, params);
  const chart = useMemo(() => {
    if (!answer.chart || answer.chart.categories.length === 0 || answer.chart.series.length === 0)
      return null;
    // A series is named as its column's header; the column carries the unit.
    const units = new Map(answer.columns.filter((c) => c.unit).map((c) => [c.header, c.unit!]));
    const unitOf = (name: string) => units.get(name);
    return {
      option: buildReportOption(answer.chart, unitOf),
      height: reportChartHeight(chartUnits(answer.chart, unitOf).length),
    };
  }, [answer]);
  const columns: TableColumnsType<Row> = answer.columns.map((c, i) => ({
    key: c.key,
    title: c.unit ? `${c.header} (${displayUnit(c.unit)})` : c.header,
    dataIndex: c.key,
    fixed: i === 0 ? 'left' : undefined,
    align:
      typeof answer.rows.find(
        (r) => r[c.key] !== null && r[c.key] !== undefined && r[c.key] !== '',
      )?.[c.key] === 'number'
        ? 'right'
        : 'left',
    render: (value: unknown) => cellText(value, c, language),
  }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {answer.parameters.map((p) => `${p.label}: ${p.value}`).join(' · ')}
      </Typography.Text>
      {chart && (
        <Card size="small" title={t('reports:page.chart')}>
          <EChart option={chart.option} height={chart.height} />
        </Card>
      )}
      <DataTable<Row>
        rowKey="__key"
        columns={columns}
        query={{ data: page, isPending: false }}
        params={params}
        toolbar={toolbar}
      />
      {answer.notes.map((note) => (
        <Alert key={note} type="info" showIcon message={note} />
      ))}
    </Space>
  );
}
