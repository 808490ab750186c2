import { EDC_KINDS, type EdcRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { edcQuery } from '../api/inventory-api';
import { retireEdc } from '../api/inventory-mutations';
import { EdcFormModal } from './EdcFormModal';
import { EquipmentTable } from './EquipmentTable';
import { ParamSelect } from '../../../components/ParamSelect';
import { dashColumn } from '../../../lib/dash-column';

/** EDC inventory (data loggers, collectors, modems): searchable and paged; add, change, retire. */
export function EdcTable() {
  const { t } = useTranslation();
  const params = useTableParams();
  const filters = { stationId: params.get('stationId'), kind: params.get('kind') };
  const list = useQuery(edcQuery(pagingQuery(params, filters)));
  return (
    <EquipmentTable<EdcRow>
      addLabel={t('inventory:edc.add')}
      list={list}
      params={params}
      canEdit
      retire={retireEdc}
      form={(item, onClose) => <EdcFormModal item={item} onClose={onClose} />}
      leadColumns={[
        {
          title: t('inventory:edc.kind'),
          dataIndex: 'kind',
          render: (k: string) => t(`inventory:kind.${k}`),
        },
        {
          title: t('inventory:edc.station'),
          dataIndex: 'stationId',
          render: (_, e) =>
            e.stationId ? `${e.stationId} – ${e.stationName ?? ''}` : t('inventory:edc.inStore'),
        },
      ]}
      extraColumns={[dashColumn(t('inventory:edc.firmware'), 'firmware')]}
      stationLabel={t('inventory:edc.station')}
      filters={
        <ParamSelect
          params={params}
          param="kind"
          style={{ width: 180 }}
          placeholder={t('inventory:filter.allKinds')}
          label={t('inventory:edc.kind')}
          options={EDC_KINDS.map((k) => ({ value: k, label: t(`inventory:kind.${k}`) }))}
        />
      }
    />
  );
}
