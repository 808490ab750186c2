import { LAB_QC_KINDS, type SamplingQcBody } from '@eqmp/domain';
import { Button, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form that adds a QC sample to a batch: kind, parameter, sample code, value and spike added. */
export function QcForm({
  form,
  onFinish,
  saving,
}: {
  form: FormInstance<SamplingQcBody>;
  onFinish: (values: SamplingQcBody) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form<SamplingQcBody> form={form} layout="inline" onFinish={onFinish}>
      <Form.Item name="kind" rules={[{ required: true, message: t('sampling:field.required') }]}>
        <Select
          aria-label={t('sampling:lab.qcKind')}
          placeholder={t('sampling:lab.qcKind')}
          style={{ width: 160 }}
          options={LAB_QC_KINDS.map((k) => ({ value: k, label: t(`sampling:qcKind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="parameterCode"
        rules={[{ required: true, message: t('sampling:field.required') }]}
      >
        <Input
          aria-label={t('sampling:col.parameter')}
          placeholder={t('sampling:col.parameter')}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="sampleCode">
        <Input
          aria-label={t('sampling:col.code')}
          placeholder={t('sampling:col.code')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="value" rules={[{ required: true, message: t('sampling:field.required') }]}>
        <InputNumber
          aria-label={t('sampling:lab.qcValue')}
          placeholder={t('sampling:lab.qcValue')}
        />
      </Form.Item>
      <Form.Item name="spikeAdded">
        <InputNumber
          aria-label={t('sampling:import.field.spikeAdded')}
          placeholder={t('sampling:import.field.spikeAdded')}
          min={0}
        />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        {t('sampling:lab.addQc')}
      </Button>
    </Form>
  );
}
