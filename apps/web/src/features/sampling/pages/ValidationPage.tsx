import { canSampling, type QaqcChangeSetsResponse, localMonthKey } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { changeSetsQuery, validationQuery } from '../api/sampling-api';
import { PageTitle } from '../components/PageTitle';
import { PendingStations } from '../components/PendingStations';
import { QueryError } from '../components/QueryError';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../../../lib/useTableParams';
import { CompactTable } from '../../../components/CompactTable';
import { MonthPicker } from '../../../components/MonthPicker';
import { useChangeSetColumns } from '../../../components/useChangeSetColumns';

type ChangeSet = QaqcChangeSetsResponse[number];

/** The month summary's counts the report tab lists, each labelled `sampling:validation.<count>`. */
const SUMMARY_COUNTS = ['samples', 'results', 'valid', 'flagged', 'changed', 'qcFailed'] as const;

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
  const historyColumns = useChangeSetColumns({
    at: t('sampling:col.at'),
    by: t('sampling:col.by'),
    kind: t('sampling:validation.kind'),
    station: t('sampling:col.station'),
    parameters: t('sampling:col.parameter'),
    values: t('sampling:validation.values'),
    firstTs: t('sampling:col.collectedAt'),
    reason: t('sampling:field.reason'),
  });
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
                {SUMMARY_COUNTS.map((k) => (
                  <Descriptions.Item key={k} label={t(`sampling:validation.${k}`)}>
                    {summary[k]}
                  </Descriptions.Item>
                ))}
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
