import { DATA_CAPTURE_TARGET_PERCENT, type StationStatistics } from '@eqmp/domain';
import { Card, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { SummaryLayout } from '../components/SummaryLayout';
import { buildStackedBarOption } from '../utils/build-stacked-bar-option';
import { CompactTable } from '../../../components/CompactTable';
import { MonthPicker } from '../../../components/MonthPicker';
import { TargetParamInput } from '../../../components/TargetParamInput';
import { useSummary } from '../hooks/useSummary';

type Row = StationStatistics['rows'][number];
const STATUSES = ['onTime', 'late', 'down', 'never'] as const;
const STATUS_KEY = { onTime: 'on_time', late: 'late', down: 'down', never: 'never' } as const;

/** executive_summary/station_statistics: stations per module, state and status, and this month's capture. */
export function StationStatisticsPage() {
  const { t } = useTranslation();
  const {
    params,
    filters,
    query: stats,
    exportPath,
  } = useSummary('esStationStatistics', ['month', 'target']);
  const data = stats.data;
  const totals = useMemo(() => (data?.rows ?? []).filter((r) => r.total), [data]);
  const option = useMemo(
    () =>
      buildStackedBarOption(
        totals.map((r) => r.module),
        [
          { name: t('executiveSummary:col.active'), data: totals.map((r) => r.active) },
          { name: t('executiveSummary:col.inactive'), data: totals.map((r) => r.inactive) },
        ],
      ),
    [totals, t],
  );
  const dash = (v: number | null) => (v === null ? '–' : v);
  const columns: TableColumnsType<Row> = [
    { title: t('reports:field.module'), dataIndex: 'module', fixed: 'left' },
    {
      title: t('reports:field.state'),
      dataIndex: 'stateName',
      render: (v: string | null, r: Row) =>
        r.total ? t('executiveSummary:allStates') : (v ?? t('executiveSummary:noState')),
    },
    { title: t('reports:field.stations'), dataIndex: 'stations', align: 'right' },
    { title: t('executiveSummary:col.active'), dataIndex: 'active', align: 'right' },
    { title: t('executiveSummary:col.inactive'), dataIndex: 'inactive', align: 'right' },
    ...STATUSES.map((s) => ({
      title: t(`executiveSummary:status.${STATUS_KEY[s]}`),
      dataIndex: s,
      align: 'right' as const,
      render: dash,
    })),
    {
      title: t('executiveSummary:col.capture'),
      dataIndex: 'capturePct',
      align: 'right',
      render: (v: number | null) => (v === null ? '–' : `${v} %`),
    },
    {
      title: t('executiveSummary:col.captureMeeting'),
      key: 'meeting',
      align: 'right',
      render: (_: unknown, r: Row) => `${r.captureMeeting} / ${r.capturePairs}`,
    },
  ];
  const month = params.get('month') ?? data?.month;

  return (
    <SummaryLayout
      page="station_statistics"
      rule="executiveSummary:stations.rule"
      exportPath={exportPath}
      query={stats}
      filters={
        <>
          <MonthPicker
            month={month}
            label={t('reports:field.month')}
            onChange={(m) => params.set({ month: m })}
          />
          <TargetParamInput
            params={params}
            value={Number(filters.target ?? DATA_CAPTURE_TARGET_PERCENT)}
            label={t('executiveSummary:field.target')}
            width={240}
          />
        </>
      }
    >
      <Card size="small" title={t('executiveSummary:stations.chart')}>
        <EChart option={option} height={260} />
      </Card>
      <CompactTable<Row>
        data-testid="station-statistics"
        rowKey="module"
        columns={columns}
        dataSource={totals}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: () => true,
          expandedRowRender: (total) => (
            <Table<Row>
              rowKey={(r) => r.stateName ?? ''}
              size="small"
              columns={columns}
              dataSource={(data?.rows ?? []).filter((r) => r.module === total.module && !r.total)}
              pagination={false}
            />
          ),
        }}
      />
    </SummaryLayout>
  );
}
