import type { QaqcTransmissionResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { qaqcTransmissionQuery } from '../api/qaqc-api';
import { StationMonthFilter } from '../components/StationMonthFilter';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { CompactTable } from '../../../components/CompactTable';
import { IntroPage } from '../../../components/IntroPage';

type Station = QaqcTransmissionResponse['stations'][number];
type Row = Station['gaps'][number] & { stationId: string; stationName: string };

/** data_transmission: per station of a continuous module, the month's periods without data, their length and null-reason code. */
export function TransmissionRecordPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { value: sel, set } = useQaqcSelection();
  const record = useQuery({
    ...qaqcTransmissionQuery({ module: module ?? 'CAQM', ...monthRange(sel.month) }),
    enabled: module !== undefined,
  });
  if (!module) return null;
  const stations = record.data?.stations ?? [];
  const rows: Row[] = stations
    .filter((s) => !sel.stationId || s.stationId === sel.stationId)
    .flatMap((s) =>
      s.gaps.map((g) => ({ ...g, stationId: s.stationId, stationName: s.stationName })),
    );
  const columns: TableColumnsType<Row> = [
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.name'), dataIndex: 'stationName' },
    dateTimeColumn(t('qaqc:col.from'), 'from'),
    dateTimeColumn(t('qaqc:col.to'), 'to'),
    {
      title: t('qaqc:transmission.duration'),
      dataIndex: 'duration',
      align: 'right',
      render: (d: Row['duration']) =>
        d ? t(`polling:duration.${d.unit}`, { count: d.value }) : '–',
    },
    {
      title: t('qaqc:col.nullReason'),
      dataIndex: 'nullReason',
      render: (v: string | null) => v ?? t('qaqc:transmission.none'),
    },
  ];
  return (
    <IntroPage
      title={
        <>
          {t('qaqc:page.data_transmission')} — {t(`common:module.${module}`)}
        </>
      }
      intro={t('qaqc:transmission.hint')}
    >
      <StationMonthFilter
        stations={stations.map((s) => ({ id: s.stationId, name: s.stationName }))}
        station={sel.stationId}
        month={sel.month}
        onStation={(id) => set({ station: id })}
        onMonth={(month) => set({ month })}
      />
      {record.error && <Alert type="error" showIcon title={record.error.message} />}
      <Typography.Title level={5}>{t('qaqc:transmission.gaps')}</Typography.Title>
      <CompactTable<Row>
        rowKey={(r) => `${r.stationId}|${r.from}`}
        columns={columns}
        dataSource={rows}
        loading={record.isPending}
      />
    </IntroPage>
  );
}
