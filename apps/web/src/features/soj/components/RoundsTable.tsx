import type { SojRoundSummary } from '@eqmp/domain';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stationSideColumns, StatusTag } from './StatusTag';
import { formatDay } from '../../../lib/format';
import { dashColumn } from '../../../lib/dash-column';

/** Sampling rounds with their people, optionally with an action per row. */
export function RoundsTable({
  rounds,
  loading,
  action,
  pageSize = 20,
}: {
  rounds: readonly SojRoundSummary[];
  loading: boolean;
  action?: (round: SojRoundSummary) => ReactNode;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SojRoundSummary> = [
    {
      title: t('soj:col.quarter'),
      dataIndex: 'quarter',
      sorter: (a, b) => a.quarter.localeCompare(b.quarter),
    },
    ...stationSideColumns<SojRoundSummary>(t),
    { title: t('soj:col.planned'), dataIndex: 'plannedOn', render: formatDay },
    { title: t('soj:col.sampled'), dataIndex: 'sampledOn', render: formatDay },
    {
      title: t('soj:col.status'),
      dataIndex: 'status',
      render: (s: SojRoundSummary['status']) => <StatusTag status={s} />,
    },
    { title: t('soj:col.results'), dataIndex: 'resultCount', align: 'right' },
    dashColumn(t('soj:col.enteredBy'), 'enteredBy'),
    dashColumn(t('soj:col.verifiedBy'), 'verifiedBy'),
    dashColumn(t('soj:col.approvedBy'), 'approvedBy'),
    dashColumn(t('soj:col.remarks'), 'remarks'),
    ...(action
      ? [
          {
            title: t('soj:col.action'),
            key: 'action',
            render: (_: unknown, r: SojRoundSummary) => action(r),
          },
        ]
      : []),
  ];
  return (
    <Table<SojRoundSummary>
      rowKey="id"
      columns={columns}
      dataSource={[...rounds]}
      loading={loading}
      size="small"
      pagination={{ pageSize, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
      locale={{ emptyText: t('soj:rounds.none') }}
    />
  );
}
