import { DownloadOutlined } from '@ant-design/icons';
import type { SojDataRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { sojDataQuery, sojParametersQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { FilterSelect, StationFilter, useSojFilterParams } from '../components/SojFilters';
import { SojPageTitle } from '../components/SojPageTitle';
import { useSojDataColumns } from '../hooks/useSojDataColumns';
import { DayPicker } from '../../../components/DayPicker';
import { CompactTable } from '../../../components/CompactTable';

const FILTERS = ['from', 'to', 'stationId', 'parameterCode', 'side'] as const;

/** Approved results only, filtered and compared with the standard and benchmark in force, with a CSV export. */
export function DataPage() {
  const { t } = useTranslation();
  const { params, set } = useSojFilterParams();
  const filter = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? undefined]));
  const data = useQuery(sojDataQuery(filter));
  const parameters = useQuery(sojParametersQuery);
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
        <StationFilter width={220} value={filter.stationId} onChange={(v) => set('stationId', v)} />
        <FilterSelect
          name="parameter"
          width={180}
          value={filter.parameterCode}
          onChange={(v) => set('parameterCode', v)}
          options={(parameters.data ?? []).map((p) => ({ value: p.code, label: p.code }))}
        />
        <FilterSelect
          name="side"
          width={160}
          value={filter.side}
          onChange={(v) => set('side', v)}
          options={(['MY', 'SG'] as const).map((s) => ({ value: s, label: t(`soj:side.${s}`) }))}
        />
      </Space>
      <CompactTable<SojDataRow>
        rowKey={(r) => `${r.roundId}|${r.parameterCode}`}
        columns={columns}
        dataSource={data.data ?? []}
        loading={data.isLoading}
        pagination={{
          defaultPageSize: 20,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
        }}
      />
    </>
  );
}
