import { PARAMETER_AVERAGINGS, MEDIA, type ParameterInput, type ParameterRow } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveParameter } from '../api/inventory-mutations';
import { useInventoryForm } from '../hooks/useInventoryForm';
import { FormModal } from '../../../components/FormModal';

const FIELDS = [
  'code',
  'medium',
  'nameEn',
  'nameMs',
  'unit',
  'averaging',
  'decimals',
  'rangeMin',
  'rangeMax',
  'mdl',
  'maxStep',
] as const;

/** Add a parameter (`parameter` undefined) or change one; its code stays once made. */
export function ParameterFormModal({
  parameter,
  onClose,
}: {
  parameter: ParameterRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ParameterInput>();
  const isNew = parameter === undefined;

  const save = useInventoryForm({
    form,
    item: parameter,
    fields: FIELDS,
    save: (values: ParameterInput) => {
      const { code, ...fields } = values;
      return saveParameter(
        isNew
          ? { ...fields, code, averaging: fields.averaging ?? null }
          : { ...fields, averaging: fields.averaging ?? null },
        parameter?.code,
      );
    },
    onClose,
  });

  const required = { required: true, message: t('auth:login.required') };
  const half = { xs: 24, md: 12 };
  const number = (
    name: (typeof FIELDS)[number],
    props: { min?: number; precision?: number } = {},
  ) => (
    <Col {...half}>
      <Form.Item label={t(`inventory:parameter.${name}`)} name={name} rules={[required]}>
        <InputNumber style={{ width: '100%' }} {...props} />
      </Form.Item>
    </Col>
  );
  return (
    <FormModal
      form={form}
      draft={isNew ? 'parameter-new' : `parameter-${parameter.code}`}
      open
      width={720}
      title={
        isNew
          ? t('inventory:parameter.add')
          : t('inventory:parameter.edit', { code: parameter.code })
      }
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
        initialValues={{ decimals: 2, mdl: 0 }}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              label={t('inventory:parameter.code')}
              name="code"
              extra={isNew ? t('inventory:parameter.codeHint') : undefined}
              rules={[
                required,
                { pattern: /^[A-Za-z0-9_]{1,20}$/, message: t('inventory:parameter.codeHint') },
              ]}
            >
              <Input disabled={!isNew} maxLength={20} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:parameter.medium')} name="medium" rules={[required]}>
              <Select options={MEDIA.map((m) => ({ value: m, label: t(`common:medium.${m}`) }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:parameter.nameEn')} name="nameEn" rules={[required]}>
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:parameter.nameMs')} name="nameMs" rules={[required]}>
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:parameter.unit')} name="unit" rules={[required]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:parameter.averaging')} name="averaging">
              <Select
                allowClear
                placeholder={t('inventory:parameter.noAveraging')}
                options={PARAMETER_AVERAGINGS.map((a) => ({ value: a, label: a }))}
              />
            </Form.Item>
          </Col>
          {number('decimals', { min: 0, precision: 0 })}
          {number('mdl', { min: 0 })}
          {number('rangeMin')}
          {number('rangeMax')}
          {number('maxStep', { min: 0 })}
        </Row>
      </Form>
    </FormModal>
  );
}
