import { DownloadOutlined } from '@ant-design/icons';
import type { SojDataRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { sojDataQuery, sojParametersQuery, sojStationsQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { SojPageTitle } from '../components/SojPageTitle';
import { useSojDataColumns } from '../hooks/useSojDataColumns';
import { DayPicker } from '../../../components/DayPicker';

const FILTERS = ['from', 'to', 'stationId', 'parameterCode', 'side'] as const;

/** Approved results only, filtered and compared with the standard and benchmark in force, with a CSV export. */
export function DataPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? undefined]));
  const data = useQuery(sojDataQuery(filter));
  const stations = useQuery(sojStationsQuery);
  const parameters = useQuery(sojParametersQuery);
  const set = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const columns = useSojDataColumns();
  const exportCsv = () => {
    const rows = (data.data ?? []).map((r) => [
      r.sampledOn,
      r.stationId,
      r.stationName,
      r.side,
      r.parameterCode,
      `${r.censored ? '<' : ''}${r.value}`,
      r.unit,
      r.exceedsStandard,
      r.exceedsBenchmark,
    ]);
    const headers = [
      'sampled',
      'station',
      'name',
      'side',
      'parameter',
      'value',
      'unit',
      'standard',
      'benchmark',
    ].map((k) => t(`soj:csv.${k}`));
    downloadCsv(
      `soj-approved-data-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(headers, rows),
    );
  };

  return (
    <>
      <SojPageTitle
        page="data"
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!data.data?.length}>
            {t('common:action.export')}
          </Button>
        }
      />
      <QueryError error={data.error} />
      <Space wrap style={{ marginBottom: 12 }}>
        <DayPicker
          aria-label={t('soj:filter.from')}
          placeholder={t('soj:filter.from')}
          value={filter.from}
          onChange={(day) => set('from', day)}
        />
        <DayPicker
          aria-label={t('soj:filter.to')}
          placeholder={t('soj:filter.to')}
          value={filter.to}
          onChange={(day) => set('to', day)}
        />
        <Select
          allowClear
          aria-label={t('soj:filter.station')}
          placeholder={t('soj:filter.station')}
          style={{ width: 220 }}
          value={filter.stationId}
          onChange={(v?: string) => set('stationId', v)}
          options={(stations.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.id} · ${s.name}`,
          }))}
        />
        <Select
          allowClear
          aria-label={t('soj:filter.parameter')}
          placeholder={t('soj:filter.parameter')}
          style={{ width: 180 }}
          value={filter.parameterCode}
          onChange={(v?: string) => set('parameterCode', v)}
          options={(parameters.data ?? []).map((p) => ({ value: p.code, label: p.code }))}
        />
        <Select
          allowClear
          aria-label={t('soj:filter.side')}
          placeholder={t('soj:filter.side')}
          style={{ width: 160 }}
          value={filter.side}
          onChange={(v?: string) => set('side', v)}
          options={(['MY', 'SG'] as const).map((s) => ({ value: s, label: t(`soj:side.${s}`) }))}
        />
      </Space>
      <Table<SojDataRow>
        rowKey={(r) => `${r.roundId}|${r.parameterCode}`}
        columns={columns}
        dataSource={data.data ?? []}
        loading={data.isLoading}
        size="small"
        pagination={{
          defaultPageSize: 20,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
        }}
        locale={{ emptyText: t('common:table.empty') }}
      />
    </>
  );
}
