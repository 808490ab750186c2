import { EDC_KINDS, type EdcInput, type EdcRow } from '@eqmp/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveEdc } from '../api/inventory-mutations';
import { EquipmentFormModal } from './EquipmentFormModal';
import { StationPicker } from './StationPicker';

const FIELDS = [
  'stationId',
  'kind',
  'make',
  'model',
  'serialNo',
  'firmware',
  'installedOn',
  'status',
] as const;

/** Add EDC equipment (`item` undefined) or change it; without a station it is in store. */
export function EdcFormModal({ item, onClose }: { item: EdcRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EdcInput>();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <EquipmentFormModal
      form={form}
      draft={`edc-${item?.id ?? 'new'}`}
      title={t(item ? 'inventory:edc.edit' : 'inventory:edc.add')}
      item={item}
      fields={FIELDS}
      initialValues={{ status: 'active', kind: 'logger' }}
      save={(values) =>
        saveEdc(
          {
            ...values,
            stationId: values.stationId ?? null,
            firmware: values.firmware?.trim() || null,
            installedOn: values.installedOn ?? null,
          },
          item?.id,
        )
      }
      onClose={onClose}
      before={
        <>
          <Form.Item label={t('inventory:edc.kind')} name="kind" rules={[required]}>
            <Select
              options={EDC_KINDS.map((k) => ({ value: k, label: t(`inventory:kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('inventory:edc.station')} name="stationId">
            <StationPicker allowClear placeholder={t('inventory:edc.inStore')} />
          </Form.Item>
        </>
      }
      after={
        <Form.Item label={t('inventory:edc.firmware')} name="firmware">
          <Input maxLength={60} />
        </Form.Item>
      }
    />
  );
}
