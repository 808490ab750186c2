import {
  AIR_POLLUTANTS,
  type BreakpointVersion,
  type NewBreakpointVersion,
  type Pollutant,
  type Pm25Variant as Pm25Table,
  type Segment,
} from '@eqmp/domain';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addBreakpointVersion } from '../api/standards-api';
import { storedUnitText } from '../utils/calculator-fields';
import { ChoiceField, ValueRows } from './VersionFields';
import { VersionModal, type DialogProps, type VersionKind, type VersionMeta } from './VersionModal';

interface FormValues extends VersionMeta {
  parameter: Pollutant;
  variant: Pm25Table | null;
  segments: Segment[];
}

const SEGMENT_KEYS = ['cLow', 'cHigh', 'iLow', 'iHigh'] as const;

const BREAKPOINTS: VersionKind<FormValues, NewBreakpointVersion> = {
  draft: 'breakpoint-version',
  title: 'calculators:standards.add.breakpointsTitle',
  save: addBreakpointVersion,
  body: (values) => ({
    ...values,
    variant: values.parameter === 'PM25' ? (values.variant ?? null) : null,
  }),
};

type Tables = readonly BreakpointVersion[];
const inForce = (tables: Tables, p: Pollutant) =>
  tables.find((tb) => tb.parameter === p && tb.inForce);

/** Adds an API breakpoint table version, starting from the segments of the one in force. */
export function AddBreakpointVersionModal({ tables, ...props }: DialogProps & { tables: Tables }) {
  return (
    <VersionModal
      {...props}
      kind={BREAKPOINTS}
      initialValues={{
        parameter: 'PM10',
        variant: null,
        confidence: 'SINGLE',
        segments: inForce(tables, 'PM10')?.segments ?? [],
      }}
      onValuesChange={(changed, form) => {
        if (changed.parameter)
          form.setFieldsValue({
            segments: inForce(tables, changed.parameter)?.segments ?? [],
            variant: null,
          });
      }}
      head={<TableChoice />}
    >
      <Segments tables={tables} />
    </VersionModal>
  );
}

/** The parameter and, for PM2.5, which of its tables the version is. */
function TableChoice() {
  const { t } = useTranslation();
  const parameter = (Form.useWatch('parameter') as Pollutant | undefined) ?? 'PM10';
  return (
    <>
      <ChoiceField
        name="parameter"
        label={t('calculators:standards.column.parameter')}
        options={AIR_POLLUTANTS.map((p) => ({ value: p, label: t(`calculators:parameter.${p}`) }))}
      />
      {parameter === 'PM25' && (
        <ChoiceField
          name="variant"
          label={t('calculators:standards.column.variant')}
          extra={t('calculators:standards.add.variantHint')}
          options={[
            { value: null, label: t('calculators:standards.bothTables') },
            { value: 'A', label: t('calculators:air.pm25TableName.A') },
            { value: 'B', label: t('calculators:air.pm25TableName.B') },
          ]}
        />
      )}
    </>
  );
}

/** The table's segments, in the unit of the parameter's table in force. */
function Segments({ tables }: { tables: Tables }) {
  const { t } = useTranslation();
  const parameter = (Form.useWatch('parameter') as Pollutant | undefined) ?? 'PM10';
  const unit = storedUnitText(inForce(tables, parameter)?.unit ?? '', t);
  const label = (key: string) => t(`calculators:standards.column.${key}`, { unit });
  return (
    <>
      <Typography.Text strong>{t('calculators:standards.segmentsOf', { unit })}</Typography.Text>
      <Row gutter={8} style={{ margin: '8px 0 4px' }}>
        {SEGMENT_KEYS.map((key) => (
          <Col span={5} key={key}>
            <Typography.Text type="secondary">{label(key)}</Typography.Text>
          </Col>
        ))}
      </Row>
      <ValueRows
        name="segments"
        addLabel={t('calculators:standards.add.addSegment')}
        removeCol={{ span: 4 }}
      >
        {(field) =>
          SEGMENT_KEYS.map((key) => (
            <Col span={5} key={key}>
              <Form.Item
                name={[field.name, key]}
                rules={[
                  { required: true, message: t('calculators:form.requiredShort') },
                  { type: 'number', min: 0, message: t('calculators:form.notNegativeShort') },
                ]}
              >
                <InputNumber style={{ width: '100%' }} aria-label={label(key)} />
              </Form.Item>
            </Col>
          ))
        }
      </ValueRows>
    </>
  );
}
