import { SAMPLE_STATES, type SampleItem } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { samplesQuery, stationsQuery } from '../api/sampling-api';
import { PageTitle } from '../components/PageTitle';
import { QueryError } from '../components/QueryError';
import { StationFilter } from '../components/StationFilter';
import { SampleDrawer } from '../components/SampleDrawer';
import { StateTag } from '../components/StateTag';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../../../lib/useTableParams';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { CompactTable } from '../../../components/CompactTable';

/** Sample tracking: every sample filtered by state, station and date, each opening its steps and label. */
export function SampleTrackingPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const module = useSamplingModule();
  const f = useUrlFilters();
  const page = Number(f.get('page')) || 1;
  const states = f.get('state')?.split(',').filter(Boolean) ?? [];
  const stations = useQuery(stationsQuery(module));
  const list = useQuery(
    samplesQuery({
      module,
      state: f.get('state'),
      stationId: f.get('station'),
      from: f.get('from'),
      to: f.get('to'),
      search: f.get('q'),
      page,
      pageSize: 20,
    }),
  );
  const open = Number(f.get('sample')) || null;
  const columns: TableColumnsType<SampleItem> = [
    {
      title: t('sampling:col.code'),
      dataIndex: 'code',
      render: (code: string, s) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => f.set({ sample: String(s.id) })}>
          {code}
        </Button>
      ),
    },
    {
      title: t('sampling:col.station'),
      key: 'station',
      render: (_, s) => `${s.stationId} — ${s.stationName}`,
    },
    { title: t('sampling:col.plannedOn'), dataIndex: 'plannedOn', render: formatDay },
    {
      title: t('sampling:col.collectedAt'),
      dataIndex: 'collectedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    { title: t('sampling:col.team'), dataIndex: 'team' },
    { title: t('sampling:col.state'), dataIndex: 'state', render: (s) => <StateTag state={s} /> },
    dateTimeColumn(t('sampling:col.updatedAt'), 'updatedAt'),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle kind="SampleTracking" />
      <Space wrap>
        <Select
          mode="multiple"
          allowClear
          aria-label={t('sampling:filter.state')}
          placeholder={t('sampling:filter.state')}
          style={{ minWidth: 220 }}
          value={states}
          onChange={(v: string[]) => f.set({ state: v.join(','), page: undefined })}
          options={SAMPLE_STATES.map((s) => ({ value: s, label: t(`sampling:state.${s}`) }))}
        />
        <StationFilter
          stations={stations.data ?? []}
          style={{ minWidth: 240 }}
          value={f.get('station')}
          onChange={(v) => f.set({ station: v, page: undefined })}
        />
        <DatePicker.RangePicker
          aria-label={t('sampling:filter.dates')}
          format="DD/MM/YYYY"
          value={f.get('from') && f.get('to') ? [dayjs(f.get('from')), dayjs(f.get('to'))] : null}
          onChange={(v) =>
            f.set({
              from: v?.[0]?.format('YYYY-MM-DD'),
              to: v?.[1]?.format('YYYY-MM-DD'),
              page: undefined,
            })
          }
        />
        <Input.Search
          allowClear
          aria-label={t('sampling:filter.code')}
          placeholder={t('sampling:filter.code')}
          defaultValue={f.get('q')}
          onSearch={(q) => f.set({ q, page: undefined })}
          style={{ width: 220 }}
        />
      </Space>
      <QueryError error={list.error} />
      <CompactTable<SampleItem>
        rowKey="id"
        scroll={{ x: true }}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => f.set({ page: String(p) }),
        }}
      />
      <SampleDrawer id={open} onClose={() => f.set({ sample: undefined })} />
    </Space>
  );
}
