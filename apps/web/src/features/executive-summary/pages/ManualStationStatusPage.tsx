import { MANUAL_PROGRAMMES, type ManualStations } from '@eqmp/domain';
import { Card, Table, theme, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { PeriodFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { buildStackedBarOption } from '../utils/build-stacked-bar-option';
import { CompactTable } from '../../../components/CompactTable';
import { ParamSelect } from '../../../components/ParamSelect';
import { moduleLabel, moduleOptions } from '../../../lib/module-label';
import { useSummary } from '../hooks/useSummary';
import { dashColumn } from '../../../lib/dash-column';

type Row = ManualStations['rows'][number];
type Missed = ManualStations['missedStations'][number];
const VISITS = ['sampled', 'due', 'missed'] as const;

/** executive_summary/status_of_manual_station: sampled, due and missed visits per programme and state. */
export function ManualStationStatusPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const {
    params,
    query: status,
    exportPath,
  } = useSummary('esManualStations', ['from', 'to', 'programme', 'stateId']);
  const data = status.data;
  const option = useMemo(() => {
    const colours = {
      sampled: token.colorSuccess,
      due: token.colorWarning,
      missed: token.colorError,
    };
    const months = (data?.byMonth ?? []).map((m) => `${m.programme} ${m.month}`);
    return buildStackedBarOption(
      months,
      VISITS.map((k) => ({
        name: t(`executiveSummary:visit.${k}`),
        colour: colours[k],
        data: (data?.byMonth ?? []).map((m) => m[k]),
      })),
    );
  }, [data, t, token.colorSuccess, token.colorWarning, token.colorError]);
  const counts = (key: 'expected' | (typeof VISITS)[number]) => ({
    title: t(`executiveSummary:visit.${key}`),
    dataIndex: key,
    align: 'right' as const,
  });
  const columns: TableColumnsType<Row> = [
    {
      title: t('executiveSummary:col.programme'),
      dataIndex: 'programme',
      render: (p: string) => moduleLabel(t, p),
    },
    {
      title: t('reports:field.state'),
      dataIndex: 'stateName',
      render: (v: string | null) => v ?? t('executiveSummary:noState'),
    },
    { title: t('reports:field.stations'), dataIndex: 'stations', align: 'right' },
    counts('expected'),
    ...VISITS.map(counts),
  ];
  const missedColumns: TableColumnsType<Missed> = [
    { title: t('executiveSummary:col.programme'), dataIndex: 'programme' },
    {
      title: t('reports:field.station'),
      key: 'station',
      render: (_, s) => `${s.stationId} ${s.stationName}`,
    },
    dashColumn(t('reports:field.state'), 'stateName'),
    {
      title: t('executiveSummary:manual.months'),
      dataIndex: 'months',
      render: (m: string[]) => m.join(', '),
    },
  ];

  return (
    <SummaryLayout
      page="status_of_manual_station"
      rule="executiveSummary:manual.rule"
      exportPath={exportPath}
      query={status}
      filters={
        <>
          <PeriodFilter params={params} unit="month" />
          <ParamSelect
            params={params}
            param="programme"
            style={{ minWidth: 200 }}
            placeholder={t('executiveSummary:filter.programme')}
            label={t('executiveSummary:col.programme')}
            options={moduleOptions(t, MANUAL_PROGRAMMES)}
          />
          <StateFilter params={params} />
        </>
      }
    >
      {data && (
        <>
          <CompactTable<Row>
            data-testid="manual-status"
            rowKey={(r) => `${r.programme}|${r.stateName ?? ''}`}
            columns={columns}
            dataSource={data.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          <Card
            size="small"
            title={t('executiveSummary:manual.chart', { from: data.from, to: data.to })}
          >
            <EChart option={option} height={300} />
          </Card>
          <Card size="small" title={t('executiveSummary:manual.missedStations')}>
            <Table<Missed>
              rowKey="stationId"
              size="small"
              columns={missedColumns}
              dataSource={data.missedStations}
              pagination={{ pageSize: 20 }}
              locale={{ emptyText: t('executiveSummary:manual.noneMissed') }}
            />
          </Card>
        </>
      )}
    </SummaryLayout>
  );
}
