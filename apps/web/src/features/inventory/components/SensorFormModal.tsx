import { type SensorInput, type SensorRow } from '@eqmp/domain';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveSensor } from '../api/inventory-mutations';
import { EquipmentFormModal } from './EquipmentFormModal';
import { ParameterPicker, StationPicker } from './StationPicker';

const FIELDS = [
  'stationId',
  'parameterCode',
  'make',
  'model',
  'serialNo',
  'installedOn',
  'status',
] as const;

/** Add a sensor (`sensor` undefined) or change one. */
export function SensorFormModal({
  sensor,
  onClose,
}: {
  sensor: SensorRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SensorInput>();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <EquipmentFormModal
      form={form}
      draft={`sensor-${sensor?.id ?? 'new'}`}
      title={t(sensor ? 'inventory:sensor.edit' : 'inventory:sensor.add')}
      item={sensor}
      fields={FIELDS}
      initialValues={{ status: 'active' }}
      save={(values) =>
        saveSensor({ ...values, installedOn: values.installedOn ?? null }, sensor?.id)
      }
      onClose={onClose}
      before={
        <>
          <Form.Item label={t('inventory:sensor.station')} name="stationId" rules={[required]}>
            <StationPicker />
          </Form.Item>
          <Form.Item
            label={t('inventory:sensor.parameter')}
            name="parameterCode"
            rules={[required]}
          >
            <ParameterPicker activeOnly={!sensor} />
          </Form.Item>
        </>
      }
    />
  );
}
