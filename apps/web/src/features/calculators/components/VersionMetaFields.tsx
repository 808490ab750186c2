import { CONFIDENCES } from '@eqmp/domain';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fields every new version has: label, effective day, confidence and source citation. */
export function VersionMetaFields() {
  const { t } = useTranslation();
  const required = (label: string) => ({
    required: true,
    message: t('calculators:form.required', { field: label }),
  });
  const label = (key: string) => t(`calculators:standards.column.${key}`);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="version" label={label('version')} rules={[required(label('version'))]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="effectiveFrom"
            label={label('effectiveFrom')}
            rules={[required(label('effectiveFrom'))]}
            extra={t('calculators:standards.add.effectiveHint')}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="confidence"
            label={label('confidence')}
            rules={[required(label('confidence'))]}
          >
            <Select
              options={CONFIDENCES.map((c) => ({
                value: c,
                label: t(`calculators:confidence.${c}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="source"
        label={label('source')}
        rules={[
          required(label('source')),
          { min: 3, message: t('calculators:standards.add.sourceShort') },
        ]}
      >
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
