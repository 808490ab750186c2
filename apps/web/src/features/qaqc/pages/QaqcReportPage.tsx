import type { QaqcReportResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { qaqcReportQuery } from '../api/qaqc-api';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';

type Row = QaqcReportResponse['rows'][number];
const pct = (v: number | null) => (v === null ? '–' : `${v} %`);

/** qaqc: the QA/QC report of a module's month — capture, flags, changes, reviewed and approved shares, invalid values by code. */
export function QaqcReportPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { value: sel, set } = useQaqcSelection();
  const report = useQuery({
    ...qaqcReportQuery({ module: module ?? 'CAQM', ...monthRange(sel.month) }),
    enabled: module !== undefined,
  });
  if (!module) return null;
  const columns: TableColumnsType<Row> = [
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.name'), dataIndex: 'stationName' },
    { title: t('qaqc:col.parameter'), dataIndex: 'parameterCode' },
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
      <DatePicker
        picker="month"
        aria-label={t('qaqc:filter.month')}
        allowClear={false}
        value={dayjs(`${sel.month}-01`)}
        onChange={(d) => d && set({ month: d.format('YYYY-MM') })}
      />
      {report.error && <Alert type="error" showIcon title={report.error.message} />}
      <Table<Row>
        rowKey={(r) => `${r.stationId}|${r.parameterCode}|${r.month}`}
        size="small"
        columns={columns}
        dataSource={report.data?.rows ?? []}
        loading={report.isPending}
        locale={{ emptyText: t('common:table.empty') }}
      />
      <Typography.Title level={5}>{t('qaqc:report.byCode')}</Typography.Title>
      <Table
        rowKey="code"
        size="small"
        pagination={false}
        columns={[
          { title: t('qaqc:col.nullReason'), dataIndex: 'code' },
          { title: t('qaqc:col.values'), dataIndex: 'count', align: 'right' },
        ]}
        dataSource={report.data?.byCode ?? []}
        locale={{ emptyText: t('common:table.empty') }}
      />
    </Space>
  );
}
