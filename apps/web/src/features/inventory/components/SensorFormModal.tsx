import { type SensorInput, type SensorRow } from '@eqmp/domain';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSensor } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { fieldErrors } from '../utils/form-issues';
import { EquipmentFields } from './EquipmentFields';
import { ParameterPicker, StationPicker } from './StationPicker';
import { FormModal } from '../../../components/FormModal';

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

  useEffect(() => {
    form.resetFields();
    if (sensor) form.setFieldsValue(sensor);
  }, [sensor, form]);

  const save = useInventoryAction(
    (values: SensorInput) =>
      saveSensor({ ...values, installedOn: values.installedOn ?? null }, sensor?.id),
    {
      doneKey: 'common:action.saved',
      onDone: onClose,
      onFailed: (error) => {
        const errors = fieldErrors(error, FIELDS);
        form.setFields(errors);
        return errors.length > 0;
      },
    },
  );

  const required = { required: true, message: t('auth:login.required') };
  return (
    <FormModal
      form={form}
      draft={`sensor-${sensor?.id ?? 'new'}`}
      open
      title={t(sensor ? 'inventory:sensor.edit' : 'inventory:sensor.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: 'active' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item label={t('inventory:sensor.station')} name="stationId" rules={[required]}>
          <StationPicker />
        </Form.Item>
        <Form.Item label={t('inventory:sensor.parameter')} name="parameterCode" rules={[required]}>
          <ParameterPicker activeOnly={!sensor} />
        </Form.Item>
        <EquipmentFields />
      </Form>
    </FormModal>
  );
}
