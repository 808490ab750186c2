import { EQUIPMENT_STATUSES, type SensorRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, urlChoice, useTableParams } from '../../../lib/useTableParams';
import { sensorsQuery } from '../api/inventory-api';
import { retireSensor } from '../api/inventory-mutations';
import { parameterName } from '../utils/format';
import { EquipmentTable } from './EquipmentTable';
import { SensorFormModal } from './SensorFormModal';
import { ParameterPicker } from './StationPicker';
import { ParamSelect } from '../../../components/ParamSelect';

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
      stationLabel={t('inventory:sensor.station')}
      filters={
        <>
          <ParameterPicker
            {...urlChoice(params, 'parameterCode')}
            style={{ width: 240 }}
            placeholder={t('inventory:filter.allParameters')}
            aria-label={t('inventory:sensor.parameter')}
          />
          <ParamSelect
            params={params}
            param="status"
            style={{ width: 180 }}
            placeholder={t('inventory:filter.anyStatus')}
            label={t('inventory:sensor.status')}
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
