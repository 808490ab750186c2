import type { QaqcReportResponse } from '@eqmp/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '../../../components/CompactTable';

/** The QA/QC report's invalid values by null-reason code, under its heading. */
export function NullReasonCounts({ rows }: { rows: QaqcReportResponse['byCode'] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('qaqc:report.byCode')}</Typography.Title>
      <CompactTable
        rowKey="code"
        pagination={false}
        columns={[
          { title: t('qaqc:col.nullReason'), dataIndex: 'code' },
          { title: t('qaqc:col.values'), dataIndex: 'count', align: 'right' },
        ]}
        dataSource={rows ?? []}
      />
    </>
  );
}
