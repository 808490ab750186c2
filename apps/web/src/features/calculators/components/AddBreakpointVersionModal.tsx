import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AIR_POLLUTANTS,
  type Confidence,
  type Pollutant,
  type BreakpointVersion,
  type Pm25Variant as Pm25Table,
  type Segment,
} from '@eqmp/domain';
import { Button, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addBreakpointVersion } from '../api/standards-api';
import { useAddVersion } from '../hooks/useAddVersion';
import { storedUnitText } from '../utils/calculator-fields';
import { IssueList } from './IssueList';
import { VersionModal } from './VersionModal';
import { VersionMetaFields } from './VersionMetaFields';

interface FormValues {
  parameter: Pollutant;
  variant: Pm25Table | null;
  version: string;
  effectiveFrom: Dayjs;
  confidence: Confidence;
  source: string;
  segments: Segment[];
}

const SEGMENT_KEYS = ['cLow', 'cHigh', 'iLow', 'iHigh'] as const;

/** Adds an API breakpoint table version, starting from the segments of the one in force. */
export function AddBreakpointVersionModal({
  open,
  onClose,
  tables,
}: {
  open: boolean;
  onClose: () => void;
  tables: readonly BreakpointVersion[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const parameter = Form.useWatch('parameter', form) ?? 'PM10';
  const add = useAddVersion(addBreakpointVersion, onClose);
  const current = (p: Pollutant) => tables.find((tb) => tb.parameter === p && tb.inForce);
  const unit = storedUnitText(current(parameter)?.unit ?? '', t);

  const onFinish = (values: FormValues) =>
    add.save({
      ...values,
      variant: values.parameter === 'PM25' ? (values.variant ?? null) : null,
      effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD'),
    });

  return (
    <VersionModal
      form={form}
      draft="breakpoint-version"
      open={open}
      title={t('calculators:standards.add.breakpointsTitle')}
      pending={add.isPending}
      onClose={onClose}
      onSave={() => form.submit()}
      onOpened={() => add.clearIssues()}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          parameter: 'PM10',
          variant: null,
          confidence: 'SINGLE',
          segments: current('PM10')?.segments ?? [],
        }}
        onValuesChange={(changed: Partial<FormValues>) => {
          if (changed.parameter)
            form.setFieldsValue({
              segments: current(changed.parameter)?.segments ?? [],
              variant: null,
            });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="parameter" label={t('calculators:standards.column.parameter')}>
              <Select
                options={AIR_POLLUTANTS.map((p) => ({
                  value: p,
                  label: t(`calculators:parameter.${p}`),
                }))}
              />
            </Form.Item>
          </Col>
          {parameter === 'PM25' && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="variant"
                label={t('calculators:standards.column.variant')}
                extra={t('calculators:standards.add.variantHint')}
              >
                <Select
                  options={[
                    { value: null, label: t('calculators:standards.bothTables') },
                    { value: 'A', label: t('calculators:air.pm25TableName.A') },
                    { value: 'B', label: t('calculators:air.pm25TableName.B') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <VersionMetaFields />
        <Typography.Text strong>{t('calculators:standards.segmentsOf', { unit })}</Typography.Text>
        <Row gutter={8} style={{ margin: '8px 0 4px' }}>
          {SEGMENT_KEYS.map((key) => (
            <Col span={5} key={key}>
              <Typography.Text type="secondary">
                {t(`calculators:standards.column.${key}`, { unit })}
              </Typography.Text>
            </Col>
          ))}
        </Row>
        <Form.List name="segments">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key}>
                  {SEGMENT_KEYS.map((key) => (
                    <Col span={5} key={key}>
                      <Form.Item
                        name={[field.name, key]}
                        rules={[
                          { required: true, message: t('calculators:form.requiredShort') },
                          {
                            type: 'number',
                            min: 0,
                            message: t('calculators:form.notNegativeShort'),
                          },
                        ]}
                      >
                        <InputNumber
                          style={{ width: '100%' }}
                          aria-label={t(`calculators:standards.column.${key}`, { unit })}
                        />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col span={4}>
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('calculators:standards.add.remove')}
                    />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow()}>
                {t('calculators:standards.add.addSegment')}
              </Button>
            </>
          )}
        </Form.List>
        <IssueList issues={add.issues} />
      </Form>
    </VersionModal>
  );
}
