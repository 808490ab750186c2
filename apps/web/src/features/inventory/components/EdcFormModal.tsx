import { EDC_KINDS, type EdcInput, type EdcRow } from '@eqmp/domain';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveEdc } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { fieldErrors } from '../utils/form-issues';
import { EquipmentFields } from './EquipmentFields';
import { StationPicker } from './StationPicker';
import { FormModal } from '../../../components/FormModal';

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

  useEffect(() => {
    form.resetFields();
    if (item) form.setFieldsValue(item);
  }, [item, form]);

  const save = useInventoryAction(
    (values: EdcInput) =>
      saveEdc(
        {
          ...values,
          stationId: values.stationId ?? null,
          firmware: values.firmware?.trim() || null,
          installedOn: values.installedOn ?? null,
        },
        item?.id,
      ),
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
      draft={`edc-${item?.id ?? 'new'}`}
      open
      title={t(item ? 'inventory:edc.edit' : 'inventory:edc.add')}
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
        initialValues={{ status: 'active', kind: 'logger' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item label={t('inventory:edc.kind')} name="kind" rules={[required]}>
          <Select options={EDC_KINDS.map((k) => ({ value: k, label: t(`inventory:kind.${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('inventory:edc.station')} name="stationId">
          <StationPicker allowClear placeholder={t('inventory:edc.inStore')} />
        </Form.Item>
        <EquipmentFields />
        <Form.Item label={t('inventory:edc.firmware')} name="firmware">
          <Input maxLength={60} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
