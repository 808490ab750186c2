import { MODULES, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParamSelect } from '../../../components/ParamSelect';
import { StateParamFilter } from '../../../components/StateParamFilter';
import { moduleOptions } from '../../../lib/module-label';
import type { TableParams } from '../../../lib/useTableParams';
import { kpiStatesQuery } from '../api/kpi-api';
import { TargetParamInput } from '../../../components/TargetParamInput';

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
      <ParamSelect
        params={params}
        param="module"
        style={{ minWidth: 240 }}
        placeholder={t('kpi:filter.module')}
        label={t('kpi:col.module')}
        options={moduleOptions(t, CONTINUOUS_MODULES)}
      />
      <StateParamFilter
        params={params}
        param="state"
        states={states.data}
        loading={states.isPending}
        placeholder={t('kpi:filter.state')}
        label={t('kpi:col.state')}
      />
      <TargetParamInput params={params} value={target} label={t('kpi:filter.target')} width={200} />
    </Space>
  );
}
