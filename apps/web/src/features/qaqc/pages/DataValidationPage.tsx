import { canQaqc } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { qaqcReportQuery } from '../api/qaqc-api';
import { ChangedInPicker } from '../components/ChangedInPicker';
import { ChangeSetsTable } from '../components/ChangeSetsTable';
import { DeleteRequestsPanel } from '../components/DeleteRequestsPanel';
import { ValidationReportTab } from '../components/ValidationReportTab';
import { useChangeSets } from '../hooks/useChangeSets';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';
import { pendingRanges, type PendingRange } from '../utils/pending-ranges';
import { CompactTable } from '../../../components/CompactTable';
import { MonthPicker } from '../../../components/MonthPicker';

const pct = (v: number | null) => (v === null ? '–' : `${v} %`);

/** datavalidation: a module's month in validation — pending ranges, change sets, summary, and delete requests. */
export function DataValidationPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { ticked } = useSession();
  const { value: sel, set, get } = useQaqcSelection();
  const range = monthRange(sel.month);
  const report = useQuery({
    ...qaqcReportQuery({ module: module ?? 'CAQM', ...range }),
    enabled: module !== undefined,
  });
  const { changedIn, changeSets, setChangedIn } = useChangeSets(module, module !== undefined);
  if (!module) return null;
  const pendingColumns: TableColumnsType<PendingRange> = [
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.name'), dataIndex: 'stationName' },
    { title: t('qaqc:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('qaqc:col.month'), dataIndex: 'month' },
    {
      title: t('qaqc:validation.stage'),
      dataIndex: 'stage',
      render: (v: PendingRange['stage']) =>
        t(v === 'review' ? 'qaqc:validation.stageReview' : 'qaqc:validation.stageApproval'),
    },
    { title: t('qaqc:col.reviewed'), dataIndex: 'reviewedPct', align: 'right', render: pct },
    { title: t('qaqc:col.approved'), dataIndex: 'approvedPct', align: 'right', render: pct },
  ];
  const reportRows = report.data?.rows ?? [];
  const tab = get('tab') ?? 'pending';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.datavalidation')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <MonthPicker
        month={sel.month}
        label={t('qaqc:filter.month')}
        onChange={(m) => set({ month: m })}
      />
      {(report.error ?? changeSets.error) && (
        <Alert type="error" showIcon title={(report.error ?? changeSets.error)!.message} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key })}
        items={[
          {
            key: 'pending',
            label: t('qaqc:validation.pending'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('qaqc:validation.pendingHint')}
                </Typography.Paragraph>
                <CompactTable<PendingRange>
                  rowKey={(r) => `${r.stationId}|${r.parameterCode}|${r.month}`}
                  columns={pendingColumns}
                  dataSource={pendingRanges(reportRows)}
                  loading={report.isPending}
                />
              </Space>
            ),
          },
          {
            key: 'history',
            label: t('qaqc:validation.history'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <ChangedInPicker month={changedIn} onChange={setChangedIn} />
                <ChangeSetsTable
                  rows={changeSets.data ?? []}
                  loading={changeSets.isPending}
                  canRevert={canQaqc('updateFlag', module, ticked ?? [])}
                />
              </Space>
            ),
          },
          {
            key: 'report',
            label: t('qaqc:validation.report'),
            children: <ValidationReportTab data={report.data} loading={report.isPending} />,
          },
          {
            key: 'deletes',
            label: t('qaqc:validation.deletes'),
            children: <DeleteRequestsPanel module={module} />,
          },
        ]}
      />
    </Space>
  );
}
