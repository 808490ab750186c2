import { type StationRow } from '@eqmp/domain';
import { Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveStation } from '../api/inventory-mutations';
import { fromStation, toStationBody, type StationFormValues } from '../utils/station-form';
import { InventoryFormModal } from './InventoryFormModal';
import { StationIdentityFields } from './StationIdentityFields';
import { StationKindFields } from './StationKindFields';
import { StationPlaceFields } from './StationPlaceFields';

const FIELDS = [
  'id',
  'module',
  'name',
  'stateId',
  'districtId',
  'place',
  'lotInfo',
  'address',
  'longitude',
  'latitude',
  'category',
  'locationType',
  'targetClass',
  'basinId',
  'riverId',
  'expectedIntervalMinutes',
] as const;

/** Add a station (`station` undefined) or change one; the server's field messages show under their fields. */
export function StationFormModal({
  station,
  onClose,
}: {
  station: StationRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StationFormValues>();
  const isNew = station === undefined;
  return (
    <InventoryFormModal
      form={form}
      draft={isNew ? 'station-new' : `station-${station.id}`}
      width={820}
      title={isNew ? t('inventory:station.add') : t('inventory:station.edit', { id: station.id })}
      item={station}
      toValues={fromStation}
      fields={FIELDS}
      save={(values: StationFormValues) => saveStation(toStationBody(values, isNew), station?.id)}
      onClose={onClose}
    >
      <Row gutter={16}>
        <StationIdentityFields isNew={isNew} />
        <StationPlaceFields form={form} />
        <StationKindFields form={form} />
      </Row>
    </InventoryFormModal>
  );
}
