import { MEDIA, type ParameterRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { parametersQuery } from '../api/inventory-api';
import { setParameterActive } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { formatValue, parameterName } from '../utils/format';
import { ActiveFilter, ActiveRowActions } from './ActiveControls';
import { EditableTable } from './EditableTable';
import { ParameterFormModal } from './ParameterFormModal';
import { ActiveTag } from './StatusTag';
import { ParamSelect } from '../../../components/ParamSelect';

/** The parameter catalogue: searchable and paged; add, change and (de)activate when `canEdit`. */
export function ParametersTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const params = useTableParams();
  const list = useQuery(
    parametersQuery(
      pagingQuery(params, { medium: params.get('medium'), active: params.get('active') }),
    ),
  );
  const toggle = useInventoryAction(
    ({ code, isActive }: { code: string; isActive: boolean }) => setParameterActive(code, isActive),
    {
      doneKey: 'common:action.saved',
    },
  );

  const columns: TableColumnsType<ParameterRow> = [
    { title: t('inventory:parameter.code'), dataIndex: 'code' },
    {
      title: t('inventory:parameter.name'),
      key: 'name',
      render: (_, p) => parameterName(p, language),
    },
    {
      title: t('inventory:parameter.medium'),
      dataIndex: 'medium',
      render: (m: string) => t(`common:medium.${m}`),
    },
    { title: t('inventory:parameter.unit'), dataIndex: 'unit' },
    {
      title: t('inventory:parameter.averaging'),
      dataIndex: 'averaging',
      render: (a: string | null) => a ?? t('inventory:parameter.noAveraging'),
    },
    { title: t('inventory:parameter.decimals'), dataIndex: 'decimals' },
    {
      title: t('inventory:parameter.range'),
      key: 'range',
      render: (_, p) =>
        `${formatValue(p.rangeMin, language)} – ${formatValue(p.rangeMax, language)}`,
    },
    { title: t('inventory:parameter.stationCount'), dataIndex: 'stationCount' },
    {
      title: t('inventory:station.status'),
      dataIndex: 'isActive',
      render: (v: boolean) => <ActiveTag isActive={v} />,
    },
  ];

  return (
    <EditableTable
      rowKey="code"
      list={list}
      params={params}
      columns={columns}
      filters={
        <>
          <ParamSelect
            params={params}
            param="medium"
            style={{ width: 180 }}
            placeholder={t('inventory:filter.allMedia')}
            label={t('inventory:parameter.medium')}
            options={MEDIA.map((m) => ({ value: m, label: t(`common:medium.${m}`) }))}
          />
          <ActiveFilter params={params} />
        </>
      }
      canEdit={canEdit}
      addLabel={t('inventory:parameter.add')}
      actions={(p, edit) => (
        <ActiveRowActions
          isActive={p.isActive}
          confirm={t('inventory:parameter.deactivateConfirm')}
          onEdit={edit}
          onChange={(isActive) => toggle.mutate({ code: p.code, isActive })}
        />
      )}
      form={(parameter, onClose) => <ParameterFormModal parameter={parameter} onClose={onClose} />}
    />
  );
}
