import { CALIBRATION_POINT_KINDS } from '@eqmp/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The calibration points of the form: parameter, zero/span/other, expected and measured values. */
export function CalibrationPointsField({
  parameters,
}: {
  parameters: readonly { code: string; unit: string }[];
}) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('records:form.required') }];
  return (
    <Form.Item label={t('records:form.points')}>
      <Form.List name="points">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Space key={field.key} wrap align="start">
                <Form.Item name={[field.name, 'parameterCode']} rules={required} noStyle>
                  <Select
                    aria-label={`${t('records:col.parameter')} ${index + 1}`}
                    placeholder={t('records:col.parameter')}
                    style={{ width: 140 }}
                    options={parameters.map((p) => ({
                      value: p.code,
                      label: `${p.code} (${p.unit})`,
                    }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'kind']} rules={required} noStyle>
                  <Select
                    aria-label={`${t('records:col.kind')} ${index + 1}`}
                    placeholder={t('records:col.kind')}
                    style={{ width: 140 }}
                    options={CALIBRATION_POINT_KINDS.map((k) => ({
                      value: k,
                      label: t(`records:pointKind.${k}`),
                    }))}
                  />
                </Form.Item>
                {(['expected', 'measured'] as const).map((name) => (
                  <Form.Item key={name} name={[field.name, name]} rules={required} noStyle>
                    <InputNumber
                      aria-label={`${t(`records:col.${name}`)} ${index + 1}`}
                      placeholder={t(`records:col.${name}`)}
                      style={{ width: 130 }}
                    />
                  </Form.Item>
                ))}
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`${t('records:action.removePoint')} ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'zero' })}>
              {t('records:action.addPoint')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
