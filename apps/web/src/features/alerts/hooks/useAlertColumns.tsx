import type { AlertKind, AlertRow, ModuleCode } from '@eqmp/domain';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import type { AlertStep } from '../api/alerts-api';
import { AlertRowActions } from '../components/AlertRowActions';
import { AlertStatusTag } from '../components/AlertStatusTag';
import { formatValue, parameterLabel } from '../utils/alert-format';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { dashColumn } from '../../../lib/dash-column';

/**
 * The columns of an alert page: the kind only when the page lists more than one, and the row's
 * handling steps pinned on the right.
 */
export function useAlertColumns(
  kinds: readonly AlertKind[],
  module: ModuleCode,
  onHistory: (id: string) => void,
  onStep: (id: string, step: AlertStep) => void,
): TableColumnsType<AlertRow> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  // What an officer judges an alert by comes first and shows at 1366 px (with the side menu);
  // the rest scrolls, under the pinned actions.
  return [
    {
      title: t('alerts:col.station'),
      key: 'station',
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.stationId}</Typography.Text>
          <br />
          {r.stationName}
        </>
      ),
    },
    {
      title: t('alerts:col.parameter'),
      key: 'parameter',
      render: (_, r) => parameterLabel(r, language),
    },
    {
      title: t('alerts:col.value'),
      key: 'value',
      render: (_, r) =>
        r.kind === 'transmission'
          ? t('alerts:detail.silentFor', { minutes: r.value ?? 0 })
          : formatValue(r.value, language),
    },
    {
      title: t('alerts:col.limit'),
      dataIndex: 'limitValue',
      render: (v: number | null) => formatValue(v, language),
    },
    dashColumn(t('alerts:col.unit'), 'unit'),
    dateTimeColumn(t('alerts:col.opened'), 'openedAt'),
    {
      title: t('alerts:col.status'),
      dataIndex: 'status',
      render: (_, r) => <AlertStatusTag status={r.status} />,
    },
    ...(kinds.length > 1
      ? [
          {
            title: t('alerts:col.kind'),
            dataIndex: 'kind',
            render: (k: string) => t(`alerts:kind.${k}`),
          },
        ]
      : []),
    dashColumn(t('alerts:col.state'), 'stateName'),
    dateTimeColumn(t('alerts:col.lastSeen'), 'lastSeenAt'),
    {
      title: t('alerts:col.closed'),
      dataIndex: 'closedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    dashColumn(t('alerts:col.assignee'), 'assigneeName'),
    {
      title: t('alerts:col.actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_, r) => (
        <AlertRowActions
          row={r}
          module={module}
          onHistory={() => onHistory(r.id)}
          onStep={(s) => onStep(r.id, s)}
        />
      ),
    },
  ];
}
