import { EQUIPMENT_STATUSES } from '@eqmp/domain';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The fields sensors and EDC equipment share: make, model, serial number, installation day, status. */
export function EquipmentFields() {
  const { t } = useTranslation();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <Form.Item label={t('inventory:sensor.make')} name="make" rules={[required]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('inventory:sensor.model')} name="model" rules={[required]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('inventory:sensor.serialNo')} name="serialNo" rules={[required]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label={t('inventory:sensor.installedOn')}
        name="installedOn"
        getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('inventory:sensor.status')} name="status" rules={[required]}>
        <Select
          options={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: t(`inventory:status.${s}`) }))}
        />
      </Form.Item>
    </>
  );
}
