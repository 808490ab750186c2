import type { EqmpPeriodRow } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

const STATUS_COLOUR: Record<string, string> = {
  under_review: 'processing',
  returned: 'warning',
  submitted: 'success',
  delete_requested: 'magenta',
  overdue: 'error',
};

/** The columns of the periods table; `actions` draws the last one. */
export function useEqmpColumns(
  actions: (row: EqmpPeriodRow) => ReactNode,
): TableColumnsType<EqmpPeriodRow> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    { title: t('eqmp:col.period'), dataIndex: 'period' },
    { title: t('eqmp:col.due'), dataIndex: 'due' },
    {
      title: t('eqmp:col.status'),
      key: 'status',
      render: (_, row) => {
        const status = row.report?.status ?? (row.overdue ? 'overdue' : 'pending');
        return <Tag color={STATUS_COLOUR[status]}>{t(`eqmp:status.${status}`)}</Tag>;
      },
    },
    { title: t('eqmp:col.file'), key: 'file', render: (_, row) => row.report?.fileName ?? '–' },
    {
      title: t('eqmp:col.version'),
      key: 'version',
      render: (_, row) => row.report?.currentVersion ?? '–',
    },
    {
      title: t('eqmp:col.uploadedBy'),
      key: 'by',
      render: (_, row) => row.report?.uploadedBy ?? '–',
    },
    {
      title: t('eqmp:col.updatedAt'),
      key: 'at',
      render: (_, row) => formatDateTime(row.report?.updatedAt, language),
    },
    {
      title: t('eqmp:col.remarks'),
      key: 'remarks',
      render: (_, row) => row.report?.remarks ?? '–',
    },
    { title: t('eqmp:col.actions'), key: 'actions', render: (_, row) => actions(row) },
  ];
}
