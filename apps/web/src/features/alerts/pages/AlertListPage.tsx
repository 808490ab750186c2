import {
  ALERT_SCOPES,
  alertPageInfo,
  findPageByPath,
  kindsOfGroup,
  MODULE_ALERT_GROUPS,
  type AlertPageId,
  type AlertScope,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import type { AlertRow } from '@eqmp/domain';
import { alertListQuery, type AlertStep } from '../api/alerts-api';
import { AlertFilters } from '../components/AlertFilters';
import { AlertHistoryDrawer } from '../components/AlertHistoryDrawer';
import { AlertStepModal } from '../components/AlertStepModal';
import { useAlertColumns } from '../hooks/useAlertColumns';

/**
 * Every alert page of every module (spec §2): tabs for new in the last 24 hours, all pending and
 * records, filters in the URL, and the handling steps for users with the Update role. Which
 * module and alert group it shows comes from the page table entry of the current path.
 */
export function AlertListPage() {
  const { t } = useTranslation();
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

  const columns = useAlertColumns(kinds, info.module, setHistoryOf, (id, s) =>
    setStep({ id, step: s }),
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
        query={{ data, isPending }}
        params={params}
        toolbar={
          <AlertFilters
            params={params}
            kinds={kinds}
            refetch={() => void refetch()}
            isFetching={isFetching}
          />
        }
      />
      <AlertHistoryDrawer alertId={historyOf} onClose={() => setHistoryOf(null)} />
      {step && <AlertStepModal alertId={step.id} step={step.step} onClose={() => setStep(null)} />}
    </Space>
  );
}
