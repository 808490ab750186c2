import type { SamplingMonitoringResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { monitoringQuery } from '../api/sampling-api';
import { IndexText } from '../components/IndexText';
import { PageTitle } from '../components/PageTitle';
import { QueryError } from '../components/QueryError';
import { StationFilter } from '../components/StationFilter';
import { StateTag } from '../components/StateTag';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../../../lib/useTableParams';
import { CompactTable } from '../../../components/CompactTable';

type Row = SamplingMonitoringResponse['rows'][number];

/** Manual monitoring: each station's latest sample, its values, index, level and custody, and its plan (one station or all). */
export function ManualMonitoringPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const module = useSamplingModule();
  const f = useUrlFilters();
  const station = f.get('station');
  const data = useQuery(monitoringQuery(module));
  const rows = data.data?.rows ?? [];
  const parameters = data.data?.parameters ?? [];
  const columns: TableColumnsType<Row> = [
    {
      title: t('sampling:col.station'),
      key: 's',
      fixed: 'left',
      render: (_, r) => `${r.stationId} — ${r.name}`,
    },
    { title: t('sampling:col.stateName'), dataIndex: 'stateName' },
    {
      title: t('sampling:col.collectedAt'),
      dataIndex: 'collectedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      title: t('sampling:col.state'),
      dataIndex: 'state',
      render: (s: Row['state']) => (s ? <StateTag state={s} /> : '–'),
    },
    {
      title: t('sampling:validation.level'),
      dataIndex: 'level',
      render: (l: Row['level']) => (l ? t(`qaqc:level.${l}`) : '–'),
    },
    {
      title: t('sampling:col.index'),
      dataIndex: 'index',
      render: (i: Row['index']) => <IndexText index={i} />,
    },
    ...parameters.map((p) => ({
      title: `${p.code} (${p.unit})`,
      key: p.code,
      align: 'right' as const,
      render: (_: unknown, r: Row) => {
        const v = r.values[p.code];
        const shown = r.shown[p.code];
        if (shown) return shown;
        return v === null || v === undefined ? '–' : formatNumber(v, language, p.decimals);
      },
    })),
    {
      title: t('sampling:monitoring.next'),
      dataIndex: 'nextPlannedOn',
      render: (v: string | null) => (v ? formatDay(v) : '–'),
    },
    { title: t('sampling:monitoring.missed'), dataIndex: 'missedThisYear', align: 'right' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        kind="ManualMonitoring"
        extra={
          <StationFilter
            stations={rows.map((r) => ({ id: r.stationId, name: r.name }))}
            style={{ minWidth: 240 }}
            value={station}
            onChange={(v) => f.set({ station: v })}
          />
        }
      />
      <QueryError error={data.error} />
      <CompactTable<Row>
        rowKey="stationId"
        scroll={{ x: true }}
        columns={columns}
        dataSource={station ? rows.filter((r) => r.stationId === station) : rows}
        loading={data.isLoading}
      />
    </Space>
  );
}
