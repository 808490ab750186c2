import type { SojExceedance } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { sojExceedancesQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { SojPageTitle } from '../components/SojPageTitle';

/** Exceedances raised when a round is approved: each approved result beyond the standard in force on its sampling day. */
export function ExceedancePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || new Date().getFullYear();
  const records = useQuery(sojExceedancesQuery(year));
  const limit = (r: SojExceedance) =>
    [r.min !== null ? `≥ ${r.min}` : null, r.max !== null ? `≤ ${r.max}` : null]
      .filter(Boolean)
      .join(', ');
  const columns: TableColumnsType<SojExceedance> = [
    { title: t('soj:col.sampled'), dataIndex: 'sampledOn' },
    {
      title: t('soj:col.station'),
      dataIndex: 'stationId',
      render: (id: string, r) => `${id} · ${r.stationName}`,
    },
    { title: t('soj:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('soj:col.value'), dataIndex: 'value', align: 'right' },
    { title: t('soj:col.unit'), dataIndex: 'unit' },
    { title: t('soj:col.limit'), key: 'limit', render: (_: unknown, r) => limit(r) },
    { title: t('soj:col.standardVersion'), dataIndex: 'standardVersion' },
    {
      title: t('soj:col.raised'),
      dataIndex: 'raisedAt',
      render: (v: string) => formatDateTime(v, language),
    },
  ];
  return (
    <>
      <SojPageTitle
        page="exceedance_alert_record"
        extra={
          <InputNumber
            aria-label={t('soj:filter.year')}
            min={2000}
            max={2100}
            value={year}
            onChange={(y) => y && setParams({ year: String(y) })}
          />
        }
      />
      <QueryError error={records.error} />
      <Table<SojExceedance>
        rowKey="id"
        columns={columns}
        dataSource={records.data ?? []}
        loading={records.isLoading}
        size="small"
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: t('soj:exceedance.none') }}
      />
    </>
  );
}
