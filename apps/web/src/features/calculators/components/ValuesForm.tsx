import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Row,
  Space,
  type FormInstance,
  type FormRule,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorField } from '../utils/calculator-fields';

interface ValuesFormProps<K extends string> {
  readonly form: FormInstance;
  readonly fields: readonly CalculatorField<K>[];
  /** River and marine need every value; air takes any non-empty subset. */
  readonly isRequired: boolean;
  readonly isPending: boolean;
  readonly onCalculate: (values: Partial<Record<K, number | null>>) => void;
  readonly onReset: () => void;
  /** A problem with the form as a whole (e.g. nothing entered). */
  readonly formError?: string | null;
  /** Inputs other than numbers (e.g. the marine location type). */
  readonly children?: ReactNode;
}

/** The inputs of a calculator: one number per parameter with its unit, checked before sending. */
export function ValuesForm<K extends string>({
  form,
  fields,
  isRequired,
  isPending,
  onCalculate,
  onReset,
  formError,
  children,
}: ValuesFormProps<K>) {
  const { t } = useTranslation();
  const rules = (field: CalculatorField<K>, label: string): FormRule[] => [
    { required: isRequired, message: t('calculators:form.required', { field: label }) },
    { type: 'number', min: 0, message: t('calculators:form.notNegative', { field: label }) },
    ...(field.max === undefined
      ? []
      : [
          {
            type: 'number' as const,
            max: field.max,
            message: t('calculators:form.tooHigh', { field: label, max: field.max }),
          },
        ]),
  ];
  return (
    <Card title={t('calculators:form.values')}>
      <Form form={form} layout="vertical" onFinish={onCalculate} requiredMark={isRequired}>
        <Row gutter={16}>
          {fields.map((field) => {
            const label = t(`calculators:parameter.${field.code}`);
            return (
              <Col xs={24} sm={12} key={field.key}>
                <Form.Item
                  name={String(field.key)}
                  label={label}
                  rules={rules(field, label)}
                  extra={
                    field.averaging ? t(`calculators:averaging.${field.averaging}`) : undefined
                  }
                >
                  <InputNumber
                    style={{ width: '100%' }}
                    step={field.step}
                    max={field.max}
                    suffix={t(`calculators:unit.${field.unit}`)}
                  />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {children}
        {formError && (
          <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={isPending}>
            {t('calculators:form.calculate')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('calculators:form.reset')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
