import { MODULES, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateParamFilter } from '../../../components/StateParamFilter';
import type { TableParams } from '../../../lib/useTableParams';
import { kpiStatesQuery } from '../api/kpi-api';

/** Modules with continuous stations (the only ones a KPI covers). */
export const CONTINUOUS_MODULES: readonly ModuleCode[] = (
  Object.keys(MODULES) as ModuleCode[]
).filter((m) => ['continuous', 'mobile'].includes(MODULES[m].kind));

/** The filters both KPI pages share (module, state, target), kept in the URL, after the page's own. */
export function KpiFilters({
  params,
  target,
  children,
}: {
  params: TableParams;
  target: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const states = useQuery(kpiStatesQuery);
  return (
    <Space wrap>
      {children}
      <Select
        allowClear
        style={{ minWidth: 240 }}
        placeholder={t('kpi:filter.module')}
        aria-label={t('kpi:col.module')}
        value={params.get('module')}
        onChange={(v?: string) => params.set({ module: v })}
        options={CONTINUOUS_MODULES.map((m) => ({
          value: m,
          label: `${m} · ${t(`common:moduleShort.${m}`)}`,
        }))}
      />
      <StateParamFilter
        params={params}
        param="state"
        states={states.data}
        loading={states.isPending}
        placeholder={t('kpi:filter.state')}
        label={t('kpi:col.state')}
      />
      <InputNumber
        min={0}
        max={100}
        step={5}
        prefix={t('kpi:filter.target')}
        suffix="%"
        aria-label={t('kpi:filter.target')}
        value={target}
        onChange={(v) => params.set({ target: v === null ? undefined : String(v) })}
        style={{ width: 200 }}
      />
    </Space>
  );
}
