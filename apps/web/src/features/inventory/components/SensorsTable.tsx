import { EQUIPMENT_STATUSES, type SensorRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { sensorsQuery } from '../api/inventory-api';
import { retireSensor } from '../api/inventory-mutations';
import { parameterName } from '../utils/format';
import { EquipmentTable } from './EquipmentTable';
import { SensorFormModal } from './SensorFormModal';
import { ParameterPicker, StationPicker } from './StationPicker';

/** Sensors by station and parameter: searchable and paged; add, change and retire when `canEdit`. */
export function SensorsTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const params = useTableParams();
  const filters = {
    stationId: params.get('stationId'),
    parameterCode: params.get('parameterCode'),
    status: params.get('status'),
  };
  const list = useQuery(sensorsQuery(pagingQuery(params, filters)));
  return (
    <EquipmentTable<SensorRow>
      addLabel={t('inventory:sensor.add')}
      list={list}
      params={params}
      canEdit={canEdit}
      retire={retireSensor}
      form={(sensor, onClose) => <SensorFormModal sensor={sensor} onClose={onClose} />}
      leadColumns={[
        {
          title: t('inventory:sensor.station'),
          dataIndex: 'stationId',
          render: (_, s) => `${s.stationId} – ${s.stationName}`,
        },
        {
          title: t('inventory:sensor.parameter'),
          dataIndex: 'parameterCode',
          render: (_, s) =>
            `${s.parameterCode} – ${parameterName({ nameEn: s.parameterNameEn, nameMs: s.parameterNameMs }, language)}`,
        },
      ]}
      filters={
        <>
          <StationPicker
            allowClear
            style={{ width: 240 }}
            placeholder={t('inventory:filter.allStations')}
            aria-label={t('inventory:sensor.station')}
            value={filters.stationId}
            onChange={(stationId?: string) => params.set({ stationId })}
          />
          <ParameterPicker
            allowClear
            style={{ width: 240 }}
            placeholder={t('inventory:filter.allParameters')}
            aria-label={t('inventory:sensor.parameter')}
            value={filters.parameterCode}
            onChange={(parameterCode?: string) => params.set({ parameterCode })}
          />
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('inventory:filter.anyStatus')}
            aria-label={t('inventory:sensor.status')}
            value={filters.status}
            onChange={(status?: string) => params.set({ status })}
            options={EQUIPMENT_STATUSES.map((s) => ({
              value: s,
              label: t(`inventory:status.${s}`),
            }))}
          />
        </>
      }
    />
  );
}
