import { canSampling, type QaqcChangeSetsResponse, localMonthKey } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space, Tabs, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { changeSetsQuery, validationQuery } from '../api/sampling-api';
import { PageTitle } from '../components/PageTitle';
import { PendingStations } from '../components/PendingStations';
import { QueryError } from '../components/QueryError';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../hooks/useUrlFilters';
import { CompactTable } from '../../../components/CompactTable';
import { MonthPicker } from '../../../components/MonthPicker';

type ChangeSet = QaqcChangeSetsResponse[number];

/** The instants a Kuala Lumpur month begins and ends, as the QA/QC API takes them. */
function monthSpan(month: string) {
  const start = dayjs(`${month}-01`);
  const next = start.add(1, 'month').format('YYYY-MM');
  return { from: `${month}-01T00:00:00+08:00`, to: `${next}-01T00:00:00+08:00` };
}

/**
 * QA/QC data validation of manual results (pending, history and report tabs): levels 2 and 3 on
 * the QA/QC engine's change sets and approval ranges, per station and month.
 */
export function ValidationPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { ticked } = useSession();
  const module = useSamplingModule();
  const f = useUrlFilters();
  const month = /^\d{4}-\d{2}$/.test(f.get('month') ?? '')
    ? f.get('month')!
    : localMonthKey(new Date());
  const tab = f.get('tab') ?? 'pending';
  const view = useQuery(validationQuery({ module, month }));
  const history = useQuery({
    ...changeSetsQuery({ module, ...monthSpan(month) }),
    enabled: tab === 'history',
  });
  const canDecide = canSampling('review', module, ticked ?? []);
  const when = (v: string) => formatDateTime(v, language);
  const historyColumns: TableColumnsType<ChangeSet> = [
    { title: t('sampling:col.at'), dataIndex: 'at', render: when },
    { title: t('sampling:col.by'), dataIndex: 'username' },
    {
      title: t('sampling:validation.kind'),
      dataIndex: 'kind',
      render: (k: string) => t(`qaqc:kind.${k}`),
    },
    { title: t('sampling:col.station'), dataIndex: 'stationId' },
    {
      title: t('sampling:col.parameter'),
      dataIndex: 'parameterCodes',
      render: (v: string[]) => v.join(', '),
    },
    { title: t('sampling:validation.values'), dataIndex: 'values', align: 'right' },
    { title: t('sampling:col.collectedAt'), dataIndex: 'firstTs', render: when },
    { title: t('sampling:field.reason'), dataIndex: 'reason' },
  ];
  const summary = view.data?.summary;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        kind="DataValidation"
        extra={
          <MonthPicker
            month={month}
            label={t('sampling:filter.month')}
            onChange={(m) => f.set({ month: m })}
          />
        }
      />
      <QueryError error={view.error ?? history.error} />
      <Tabs
        activeKey={tab}
        onChange={(key) => f.set({ tab: key })}
        items={[
          {
            key: 'pending',
            label: t('sampling:validation.pending'),
            children: (
              <PendingStations
                module={module}
                month={month}
                data={view.data}
                canDecide={canDecide}
              />
            ),
          },
          {
            key: 'history',
            label: t('sampling:validation.history'),
            children: (
              <CompactTable<ChangeSet>
                rowKey="changeSet"
                scroll={{ x: true }}
                columns={historyColumns}
                dataSource={history.data ?? []}
                loading={history.isLoading}
              />
            ),
          },
          {
            key: 'report',
            label: t('sampling:validation.report'),
            children: summary && (
              <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
                <Descriptions.Item label={t('sampling:validation.level')}>
                  {t(`qaqc:level.${view.data!.level}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.samples')}>
                  {summary.samples}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.results')}>
                  {summary.results}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.valid')}>
                  {summary.valid}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.flagged')}>
                  {summary.flagged}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.changed')}>
                  {summary.changed}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.qcFailed')}>
                  {summary.qcFailed}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampling:validation.stations')}>
                  {view.data!.stations.filter((s) => s.stage === 'done').length} /{' '}
                  {view.data!.stations.length}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
        ]}
      />
    </Space>
  );
}
