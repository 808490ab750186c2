import type { QaqcReportResponse } from '@eqmp/domain';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { NullReasonCounts } from './NullReasonCounts';
import { pendingRanges } from '../utils/pending-ranges';

/** The validation page's report tab: the month's totals, and the values by null reason. */
export function ValidationReportTab({
  data,
  loading,
}: {
  data: QaqcReportResponse | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const reportRows = data?.rows ?? [];
  const totals = reportRows.reduce(
    (a, r) => ({
      values: a.values + r.values,
      valid: a.valid + r.valid,
      flagged: a.flagged + r.flagged,
      changed: a.changed + r.changed,
    }),
    { values: 0, valid: 0, flagged: 0, changed: 0 },
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table
        rowKey="k"
        size="small"
        pagination={false}
        columns={[
          { title: t('qaqc:col.values'), dataIndex: 'values', align: 'right' },
          { title: t('qaqc:col.valid'), dataIndex: 'valid', align: 'right' },
          { title: t('qaqc:col.flagged'), dataIndex: 'flagged', align: 'right' },
          { title: t('qaqc:col.changed'), dataIndex: 'changed', align: 'right' },
          { title: t('qaqc:validation.pending'), dataIndex: 'pending', align: 'right' },
        ]}
        dataSource={[{ k: 'total', ...totals, pending: pendingRanges(reportRows).length }]}
        loading={loading}
      />
      <NullReasonCounts rows={data?.byCode} />
    </Space>
  );
}
