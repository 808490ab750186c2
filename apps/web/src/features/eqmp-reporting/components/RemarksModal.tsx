import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';

/** Asks for the remarks of a step (required for a return or a delete request). */
export function RemarksModal({
  title,
  open,
  required,
  saving,
  onOk,
  onCancel,
}: {
  title: string;
  open: boolean;
  required: boolean;
  saving: boolean;
  onOk: (remarks: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remarks: string }>();
  return (
    <FormModal
      form={form}
      draft="remarks"
      open={open}
      title={title}
      okText={t('eqmp:action.confirm')}
      cancelText={t('eqmp:action.cancel')}
      confirmLoading={saving}
      onOk={() => void form.validateFields().then((v) => onOk(v.remarks?.trim() ?? ''))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="remarks"
          label={t('eqmp:remarks.label')}
          rules={
            required
              ? [{ required: true, whitespace: true, message: t('eqmp:remarks.required') }]
              : []
          }
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
