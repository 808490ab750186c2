import {
  ALERT_SCOPES,
  ALERT_STATUSES,
  alertPageInfo,
  findPageByPath,
  kindsOfGroup,
  MODULE_ALERT_GROUPS,
  type AlertPageId,
  type AlertScope,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Select, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import type { AlertRow } from '@eqmp/domain';
import { alertListQuery, type AlertStep } from '../api/alerts-api';
import { AlertHistoryDrawer } from '../components/AlertHistoryDrawer';
import { AlertRowActions } from '../components/AlertRowActions';
import { AlertStatusTag } from '../components/AlertStatusTag';
import { AlertStepModal } from '../components/AlertStepModal';
import { formatValue, parameterLabel } from '../utils/alert-format';

/**
 * Every alert page of every module (spec §2): tabs for new in the last 24 hours, all pending and
 * records, filters in the URL, and the handling steps for users with the Update role. Which
 * module and alert group it shows comes from the page table entry of the current path.
 */
export function AlertListPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const location = useLocation();
  const info = alertPageInfo(findPageByPath(location.pathname)!.id as AlertPageId);
  const params = useTableParams();
  const scope = (params.get('scope') as AlertScope | undefined) ?? info.scope;
  const kinds =
    info.group === 'management'
      ? (MODULE_ALERT_GROUPS[info.module] ?? []).flatMap(kindsOfGroup)
      : kindsOfGroup(info.group);
  const query = pagingQuery(params, {
    module: info.module,
    group: info.group,
    scope,
    status: params.get('status'),
    kind: params.get('kind'),
    from: params.get('from'),
    to: params.get('to'),
  });
  const { data, isPending, refetch, isFetching } = useQuery(alertListQuery(query));
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [step, setStep] = useState<{ id: string; step: AlertStep } | null>(null);

  // What an officer judges an alert by comes first and shows at 1366 px (with the side menu);
  // the rest scrolls, under the pinned actions.
  const columns: TableColumnsType<AlertRow> = [
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
    { title: t('alerts:col.unit'), dataIndex: 'unit', render: (v: string | null) => v ?? '–' },
    {
      title: t('alerts:col.opened'),
      dataIndex: 'openedAt',
      render: (v: string) => formatDateTime(v, language),
    },
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
    {
      title: t('alerts:col.state'),
      dataIndex: 'stateName',
      render: (v: string | null) => v ?? '–',
    },
    {
      title: t('alerts:col.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (v: string) => formatDateTime(v, language),
    },
    {
      title: t('alerts:col.closed'),
      dataIndex: 'closedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      title: t('alerts:col.assignee'),
      dataIndex: 'assigneeName',
      render: (v: string | null) => v ?? '–',
    },
    {
      title: t('alerts:col.actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_, r) => (
        <AlertRowActions
          row={r}
          module={info.module}
          onHistory={() => setHistoryOf(r.id)}
          onStep={(s) => setStep({ id: r.id, step: s })}
        />
      ),
    },
  ];

  const range =
    params.get('from') && params.get('to')
      ? ([dayjs(params.get('from')), dayjs(params.get('to'))] as const)
      : null;
  const toolbar = (
    <Space wrap>
      <Select
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('alerts:filter.status')}
        value={params.get('status')}
        onChange={(v?: string) => params.set({ status: v })}
        options={ALERT_STATUSES.map((s) => ({ value: s, label: t(`alerts:status.${s}`) }))}
        data-testid="alert-status-filter"
      />
      {kinds.length > 1 && (
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('alerts:filter.kind')}
          value={params.get('kind')}
          onChange={(v?: string) => params.set({ kind: v })}
          options={kinds.map((k) => ({ value: k, label: t(`alerts:kind.${k}`) }))}
        />
      )}
      <DatePicker.RangePicker
        value={range ? [range[0], range[1]] : null}
        placeholder={[t('alerts:filter.from'), t('alerts:filter.to')]}
        onChange={(v) =>
          params.set({
            from: v?.[0]?.startOf('day').toISOString(),
            to: v?.[1]?.endOf('day').toISOString(),
          })
        }
      />
      <Button onClick={() => void refetch()} loading={isFetching}>
        {t('alerts:action.refresh')}
      </Button>
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {`${t(`alerts:page.${info.page}`)} · ${info.module}`}
      </Typography.Title>
      <Tabs
        activeKey={scope}
        onChange={(key) => params.set({ scope: key })}
        items={ALERT_SCOPES.map((s) => ({ key: s, label: t(`alerts:scope.${s}`) }))}
      />
      <DataTable<AlertRow>
        rowKey="id"
        columns={columns}
        data={data}
        loading={isPending}
        params={params}
        toolbar={toolbar}
      />
      <AlertHistoryDrawer alertId={historyOf} onClose={() => setHistoryOf(null)} />
      {step && <AlertStepModal alertId={step.id} step={step.step} onClose={() => setStep(null)} />}
    </Space>
  );
}
