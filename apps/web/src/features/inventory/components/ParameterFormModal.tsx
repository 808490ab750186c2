import { PARAMETER_AVERAGINGS, MEDIA, type ParameterInput, type ParameterRow } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveParameter } from '../api/inventory-mutations';
import { InventoryFormModal } from './InventoryFormModal';

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

  const required = { required: true, message: t('auth:login.required') };
  const half = { xs: 24, md: 12 };
  /** A required field in half a row. */
  const field = (name: (typeof FIELDS)[number], input: ReactNode) => (
    <Col {...half}>
      <Form.Item label={t(`inventory:parameter.${name}`)} name={name} rules={[required]}>
        {input}
      </Form.Item>
    </Col>
  );
  const number = (
    name: (typeof FIELDS)[number],
    props: { min?: number; precision?: number } = {},
  ) => field(name, <InputNumber style={{ width: '100%' }} {...props} />);
  return (
    <InventoryFormModal
      form={form}
      draft={isNew ? 'parameter-new' : `parameter-${parameter.code}`}
      width={720}
      title={
        isNew
          ? t('inventory:parameter.add')
          : t('inventory:parameter.edit', { code: parameter.code })
      }
      item={parameter}
      fields={FIELDS}
      initialValues={{ decimals: 2, mdl: 0 }}
      save={(values: ParameterInput) => {
        const { code, ...fields } = values;
        return saveParameter(
          isNew
            ? { ...fields, code, averaging: fields.averaging ?? null }
            : { ...fields, averaging: fields.averaging ?? null },
          parameter?.code,
        );
      }}
      onClose={onClose}
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
        {field(
          'medium',
          <Select options={MEDIA.map((m) => ({ value: m, label: t(`common:medium.${m}`) }))} />,
        )}
        {field('nameEn', <Input maxLength={120} />)}
        {field('nameMs', <Input maxLength={120} />)}
        {field('unit', <Input maxLength={20} />)}
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
    </InventoryFormModal>
  );
}
