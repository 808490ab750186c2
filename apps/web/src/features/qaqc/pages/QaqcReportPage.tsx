import { canQaqc, QAQC_PAGES, type QaqcReportResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NullReasonCounts } from '../components/NullReasonCounts';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { qaqcReportQuery, qaqcStationsQuery } from '../api/qaqc-api';
import { StationMonthFilter } from '../components/StationMonthFilter';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';
import { CompactTable } from '../../../components/CompactTable';

type Row = QaqcReportResponse['rows'][number];
const pct = (v: number | null) => (v === null ? '–' : `${v} %`);

/** The 2nd-level page of a module showing one row's station, parameter and month. */
function reviewPath(module: string, row: Row): string | undefined {
  const page = QAQC_PAGES.find((p) => p.module === module && p.path.endsWith('/qaqc_2nd_level'));
  if (!page) return undefined;
  const query = new URLSearchParams({
    station: row.stationId,
    parameter: row.parameterCode,
    month: row.month,
  });
  return `${page.path}?${query.toString()}`;
}

/** qaqc: the QA/QC report of a module's month (or one station's) — capture, flags, changes, reviewed and approved shares, invalid values by code; a row opens its values on the 2nd-level page. */
export function QaqcReportPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { ticked } = useSession();
  const { value: sel, set } = useQaqcSelection();
  const stations = useQuery({
    ...qaqcStationsQuery(module ?? 'CAQM'),
    enabled: module !== undefined,
  });
  const report = useQuery({
    ...qaqcReportQuery({
      module: module ?? 'CAQM',
      ...monthRange(sel.month),
      stationId: sel.stationId,
    }),
    enabled: module !== undefined,
  });
  if (!module) return null;
  const canOpen = canQaqc('viewFlags', module, ticked ?? []);
  const columns: TableColumnsType<Row> = [
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.name'), dataIndex: 'stationName' },
    {
      title: t('qaqc:col.parameter'),
      dataIndex: 'parameterCode',
      render: (v: string, r) => {
        const to = canOpen ? reviewPath(module, r) : undefined;
        return to ? <Link to={to}>{v}</Link> : v;
      },
    },
    { title: t('qaqc:col.month'), dataIndex: 'month' },
    { title: t('qaqc:col.values'), dataIndex: 'values', align: 'right' },
    { title: t('qaqc:col.valid'), dataIndex: 'valid', align: 'right' },
    { title: t('qaqc:col.capture'), dataIndex: 'capturePct', align: 'right', render: pct },
    { title: t('qaqc:col.flagged'), dataIndex: 'flagged', align: 'right' },
    { title: t('qaqc:col.changed'), dataIndex: 'changed', align: 'right' },
    { title: t('qaqc:col.reviewed'), dataIndex: 'reviewedPct', align: 'right', render: pct },
    { title: t('qaqc:col.approved'), dataIndex: 'approvedPct', align: 'right', render: pct },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.qaqc')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <StationMonthFilter
        stations={stations.data ?? []}
        station={sel.stationId}
        month={sel.month}
        onStation={(id) => set({ station: id, parameter: undefined, month: sel.month })}
        onMonth={(month) => set({ month })}
      />
      {report.error && <Alert type="error" showIcon title={report.error.message} />}
      <CompactTable<Row>
        rowKey={(r) => `${r.stationId}|${r.parameterCode}|${r.month}`}
        columns={columns}
        dataSource={report.data?.rows ?? []}
        loading={report.isPending}
      />
      <NullReasonCounts rows={report.data?.byCode} />
    </Space>
  );
}
