import type { QaqcRange } from '@eqmp/domain';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { LevelTag } from '../components/LevelTag';
import { dateTimeColumn } from '../../../lib/date-time-column';

/**
 * The approved and reviewed ranges' columns; an approved range not yet reopened has a reopen
 * button for those who may update flags here.
 */
export function useApprovalColumns(
  canUpdate: boolean,
  onReopen: (range: QaqcRange) => void,
): TableColumnsType<QaqcRange> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    {
      title: t('qaqc:col.level'),
      dataIndex: 'level',
      render: (v: 2 | 3, r) => (
        <LevelTag level={v === 3 ? 'approved' : 'reviewed'} reopened={r.reopenedAt !== null} />
      ),
    },
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    {
      title: t('qaqc:col.parameter'),
      dataIndex: 'parameterCode',
      render: (v: string | null) => v ?? t('qaqc:filter.allParameters'),
    },
    dateTimeColumn(t('qaqc:col.from'), 'from'),
    dateTimeColumn(t('qaqc:col.to'), 'to'),
    { title: t('qaqc:col.by'), dataIndex: 'username' },
    dateTimeColumn(t('qaqc:col.at'), 'at'),
    {
      title: t('qaqc:col.reopened'),
      dataIndex: 'reopenedAt',
      render: (v: string | null, r) =>
        v ? (
          <Tag>
            {t('qaqc:reopen.by', {
              user: r.reopenedBy,
              date: formatDateTime(v, language),
              reason: r.reopenReason,
            })}
          </Tag>
        ) : (
          ''
        ),
    },
    {
      title: t('qaqc:col.actions'),
      key: 'actions',
      render: (_: unknown, r) =>
        canUpdate && r.level === 3 && !r.reopenedAt ? (
          <Button size="small" onClick={() => onReopen(r)}>
            {t('qaqc:reopen.action')}
          </Button>
        ) : null,
    },
  ];
}
