import { MODULE_CODES } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';
import { refStatesQuery } from '../api/inventory-api';
import { ActiveFilter } from './ActiveControls';

/** Module, state and active filters of a station list, kept in the URL. */
export function StationFilters({
  params,
  showActive = false,
}: {
  params: TableParams;
  showActive?: boolean;
}) {
  const { t } = useTranslation();
  const states = useQuery(refStatesQuery);
  return (
    <Space wrap>
      <Select
        allowClear
        style={{ width: 240 }}
        placeholder={t('inventory:filter.allModules')}
        aria-label={t('inventory:station.module')}
        value={params.get('module')}
        onChange={(module?: string) => params.set({ module })}
        options={MODULE_CODES.map((code) => ({
          value: code,
          label: `${code} – ${t(`common:moduleShort.${code}`)}`,
        }))}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 200 }}
        placeholder={t('inventory:filter.allStates')}
        aria-label={t('inventory:station.state')}
        loading={states.isPending}
        value={params.get('stateId') ? Number(params.get('stateId')) : undefined}
        onChange={(stateId?: number) => params.set({ stateId })}
        options={states.data?.map((s) => ({ value: s.id, label: s.name }))}
      />
      {showActive && <ActiveFilter params={params} />}
    </Space>
  );
}
