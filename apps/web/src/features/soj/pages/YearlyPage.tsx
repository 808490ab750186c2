import type { SojYearlyResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sojYearlyQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { StationFilter, useSojFilterParams } from '../components/SojFilters';
import { SojPageTitle } from '../components/SojPageTitle';
import { stationSideColumns } from '../components/StatusTag';

type Row = SojYearlyResponse['rows'][number];

/** The annual report per station and parameter from approved results, with standard and benchmark compliance. */
export function YearlyPage() {
  const { t } = useTranslation();
  const { params, set } = useSojFilterParams();
  const year = Number(params.get('year')) || new Date().getFullYear();
  const station = params.get('station') ?? undefined;
  const report = useQuery(sojYearlyQuery(year));
  const rows = (report.data?.rows ?? []).filter((r) => !station || r.stationId === station);
  const pct = (v: number | null) => (v === null ? '–' : `${v}%`);
  const columns: TableColumnsType<Row> = [
    ...stationSideColumns<Row>(t),
    { title: t('soj:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('soj:col.unit'), dataIndex: 'unit' },
    { title: t('soj:col.samples'), dataIndex: 'samples', align: 'right' },
    { title: t('soj:col.mean'), dataIndex: 'mean', align: 'right' },
    { title: t('soj:col.min'), dataIndex: 'min', align: 'right' },
    { title: t('soj:col.max'), dataIndex: 'max', align: 'right' },
    {
      title: t('soj:col.standardCompliance'),
      dataIndex: 'standardCompliancePct',
      align: 'right',
      render: pct,
    },
    {
      title: t('soj:col.benchmarkCompliance'),
      dataIndex: 'benchmarkCompliancePct',
      align: 'right',
      render: pct,
    },
  ];
  return (
    <>
      <SojPageTitle
        page="yearly"
        extra={
          <Space wrap>
            <StationFilter width={240} value={station} onChange={(v) => set('station', v)} />
            <InputNumber
              aria-label={t('soj:filter.year')}
              min={2000}
              max={2100}
              value={year}
              onChange={(y) => y && set('year', String(y))}
            />
          </Space>
        }
      />
      <QueryError error={report.error} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('soj:yearly.basis', {
            standard: report.data?.standardVersion ?? '–',
            benchmark: report.data?.benchmarkVersion ?? '–',
          })}
        </Typography.Text>
        <Table<Row>
          rowKey={(r) => `${r.stationId}|${r.parameterCode}`}
          columns={columns}
          dataSource={rows}
          loading={report.isLoading}
          size="small"
          pagination={{
            defaultPageSize: 50,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100, 200],
          }}
          locale={{ emptyText: t('soj:yearly.none') }}
        />
      </Space>
    </>
  );
}
