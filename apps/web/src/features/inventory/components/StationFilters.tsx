import { MODULE_CODES } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';
import { refStatesQuery } from '../api/inventory-api';
import { ActiveFilter } from './ActiveControls';
import { ParamSelect } from '../../../components/ParamSelect';

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
      <ParamSelect
        params={params}
        param="module"
        style={{ width: 240 }}
        placeholder={t('inventory:filter.allModules')}
        label={t('inventory:station.module')}
        options={MODULE_CODES.map((code) => ({
          value: code,
          label: `${code} – ${t(`common:moduleShort.${code}`)}`,
        }))}
      />
      <ParamSelect
        params={params}
        param="stateId"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 200 }}
        placeholder={t('inventory:filter.allStates')}
        label={t('inventory:station.state')}
        loading={states.isPending}
        options={states.data?.map((s) => ({ value: String(s.id), label: s.name }))}
      />
      {showActive && <ActiveFilter params={params} />}
    </Space>
  );
}
